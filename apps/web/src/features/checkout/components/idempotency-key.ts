/** A fresh order.create key for one checkout page visit: 32 random hex characters (the spec's random id length). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
