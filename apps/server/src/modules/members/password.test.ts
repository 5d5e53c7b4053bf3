import { describe, expect, it } from 'vitest';
import { hashPassword, verifyNoPassword, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('stores the scheme, parameters and a random salt with the hash, never the password', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret123'), hashPassword('Secret123')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret123');
  });

  it('accepts the right password and refuses a wrong one or a malformed hash', async () => {
    const stored = await hashPassword('Secret123');
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('secret123', stored)).toBe(false);
    expect(await verifyPassword('Secret123', 'plain-text')).toBe(false);
    expect(await verifyPassword('Secret123', 'scrypt$0$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it('verifies a hash made with other parameters (they travel with it)', async () => {
    const stored = (await hashPassword('Secret123')).replace(/^scrypt\$32768\$/, 'scrypt$1024$');
    // Same salt, other N: a different key, so this is refused — but parsed and computed, not crashed.
    expect(await verifyPassword('Secret123', stored)).toBe(false);
  });

  it('spends time on an unknown account and answers false', async () => {
    expect(await verifyNoPassword('Secret123')).toBe(false);
  });
});
