/**
 * The figures a standing check (fuzzer, fault, memory, lockout, double payment) records on its vitest test, so the
 * end-of-run reporter (check-summary-reporter.ts) prints one line per check: `task.meta.check = { ... }`.
 */

/** One check's figures: what it sent, how many answers were 5xx, and its own figure in words. */
export interface CheckFigures {
  /** Short name of the check, e.g. "fuzzer". */
  name: string;
  /** Requests the check sent. */
  requests: number;
  /** Answers with a 5xx status among them. */
  fiveXx: number;
  /** The check's own figure, e.g. "199 operations × 30 variants, 41 s". */
  figure: string;
}

declare module 'vitest' {
  interface TaskMeta {
    check?: CheckFigures;
  }
}
