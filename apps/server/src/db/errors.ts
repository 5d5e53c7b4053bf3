/** How database errors are recognised, the same on PGlite and PostgreSQL. */

/** Whether an error is a unique-constraint violation (SQLSTATE 23505); drizzle wraps the driver's error as `cause`. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
