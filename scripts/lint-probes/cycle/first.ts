// Probe fixture: first.ts and second.ts import each other's values, which the cycle check must reject.
import { second } from './second';

/** Half of a deliberate import cycle. */
export const first = (): string => `first then ${second}`;
