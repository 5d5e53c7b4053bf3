import { connectSubmitSchema } from '@sme/shared/schemas/applications';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { zodRule } from './zod-rule';

const t = i18n.t.bind(i18n);

async function check(rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> {
  const validator = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
  try {
    await validator({}, value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('zodRule', () => {
  it('reuses the shared email rule with separate empty and invalid messages', async () => {
    const rule = zodRule(connectSubmitSchema.shape.email, t, 'Email');
    expect(await check(rule, '')).toBe('Please enter your email.');
    expect(await check(rule, 'not-an-email')).toBe('Please enter a valid email address.');
    expect(await check(rule, 'amy@example.hk')).toBeNull();
  });

  it('names the field and fills the rule variables', async () => {
    expect(await check(zodRule(connectSubmitSchema.shape.name, t, 'Name'), '  ')).toBe('Name is required.');
    expect(await check(zodRule(connectSubmitSchema.shape.name, t, 'Name'), 'x'.repeat(101))).toBe('Name must be at most 100 characters.');
    expect(await check(zodRule(connectSubmitSchema.shape.name, t), null)).toBe('This field is required.');
  });

  it('accepts an empty optional field', async () => {
    expect(await check(zodRule(connectSubmitSchema.shape.phone, t, 'Phone'), '')).toBeNull();
    expect(await check(zodRule(connectSubmitSchema.shape.phone, t, 'Phone'), 'abc')).toBe('Please enter a valid phone number.');
  });
});
