import { describe, expect, it } from 'vitest';
import { hashPassword, verifyNoPassword, verifyPassword } from './password';

describe('password hashing (argon2id)', () => {
  it('stores the scheme, parameters and a random salt with the hash, never the password', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret123'), hashPassword('Secret123')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Secret123');
  });

  it('accepts the right password and refuses a wrong one or a malformed hash', async () => {
    const stored = await hashPassword('Secret123');
    expect(await verifyPassword('Secret123', stored)).toBe(true);
    expect(await verifyPassword('secret123', stored)).toBe(false);
    expect(await verifyPassword('Secret123', 'plain-text')).toBe(false);
    expect(await verifyPassword('Secret123', '$argon2id$v=19$m=1,t=1,p=1$bad$bad')).toBe(false);
  });

  it('spends time on an unknown account and answers false', async () => {
    expect(await verifyNoPassword('Secret123')).toBe(false);
  });
});
