// Probe fixture: the other side of the type-only cycle with first.ts.
import type { First } from './first';

/** One side of a type-only cycle. */
export interface Second {
  previous?: First;
}
