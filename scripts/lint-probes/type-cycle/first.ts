// Probe fixture: a cycle made only of type imports, which vanishes at runtime and is allowed.
import type { Second } from './second';

/** One side of a type-only cycle. */
export interface First {
  next?: Second;
}
