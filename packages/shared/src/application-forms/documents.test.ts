import { describe, expect, it } from 'vitest';
import { documentDateProblem, monthsBefore } from './documents';

describe('document dates', () => {
  it('counts calendar months back, clamping to the end of a shorter month', () => {
    expect(monthsBefore('2026-11-25', 3)).toBe('2026-08-25');
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2028-05-31', 3)).toBe('2028-02-29');
    expect(monthsBefore('2026-02-15', 3)).toBe('2025-11-15');
  });

  it('accepts a proof issued on the cut-off day and refuses one a day older, a future one and a non-day', () => {
    const at = new Date('2026-11-25T03:00:00Z'); // 11:00 in Hong Kong
    const proof = { recent: true };
    expect(documentDateProblem('2026-08-25', proof, at)).toBeNull();
    expect(documentDateProblem('2026-08-24', proof, at)).toBe('validation.documentTooOld');
    expect(documentDateProblem('2026-11-26', proof, at)).toBe('validation.documentDateFuture');
    expect(documentDateProblem('2026-02-30', proof, at)).toBe('validation.dateInvalid');
    // A passport copy is not a proof: any past issue date will do.
    expect(documentDateProblem('2019-01-01', { recent: false }, at)).toBeNull();
  });

  it('reads "today" in Hong Kong: at 23:30 UTC it is already the next day there', () => {
    expect(documentDateProblem('2026-11-26', { recent: true }, new Date('2026-11-25T23:30:00Z'))).toBeNull();
  });
});
