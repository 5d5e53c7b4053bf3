import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (DESIGN.md). The PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash) carries its
 * own parameters and random salt, so they can be raised later without invalidating stored passwords.
 */

/** OWASP's argon2id setting: 19 MiB of memory, 2 passes, 1 lane. */
// 2 is Algorithm.Argon2id: the package exports a const enum, which verbatimModuleSyntax cannot read at runtime.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hash a password with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), OPTIONS);
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    return await verify(stored, password.normalize('NFKC'));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spend the time a real check takes and answer false: used when the account is unknown (or has no
 * password), so the answer's timing does not tell which accounts exist.
 */
export async function verifyNoPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64'));
  await verifyPassword(password, await dummyHash);
  return false;
}
