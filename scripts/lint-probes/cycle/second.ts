// Probe fixture: the other half of the value cycle with first.ts.
import { first } from './first';

/** Half of a deliberate import cycle. */
export const second = 'second';
/** Uses first so the import is a value import. */
export const both = (): string => first();
