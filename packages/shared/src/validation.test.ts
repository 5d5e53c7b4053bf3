import { describe, expect, it } from 'vitest';
import { issueMessage } from './validation';
import { addressInput } from './schemas/addresses';
import { connectSubmitSchema } from './schemas/applications';
import { optionalText, requiredText } from './schemas/fields';
import { subscriptionCreateSchema } from './schemas/subscriptions';

const issuesOf = (result: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) => (result.error?.issues ?? []).map(issueMessage);

describe('shared validation', () => {
  it('separates an empty email from an invalid one (section 5)', () => {
    expect(issuesOf(subscriptionCreateSchema.safeParse({ email: '' }))).toEqual([expect.objectContaining({ field: 'email', key: 'validation.emailEmpty' })]);
    expect(issuesOf(subscriptionCreateSchema.safeParse({ email: 'not-an-email' }))).toEqual([
      expect.objectContaining({ field: 'email', key: 'validation.emailInvalid' }),
    ]);
  });

  it('names required fields and length limits', () => {
    const messages = issuesOf(
      connectSubmitSchema.safeParse({ name: '', email: 'a@b.hk', message: 'x'.repeat(2001), captchaKey: 'k'.repeat(32), captchaCode: 'ab12' }),
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', rule: 'required' }),
        expect.objectContaining({ field: 'message', rule: 'tooLong', vars: { max: 2000 } }),
      ]),
    );
  });

  it('accepts a complete contact message and drops empty optional fields', () => {
    const parsed = connectSubmitSchema.parse({
      name: 'Chan Tai Man',
      email: 'tm.chan@example.hk',
      phone: '',
      message: 'Hello',
      captchaKey: 'k'.repeat(32),
      captchaCode: 'ab12',
    });
    expect(parsed.phone).toBeUndefined();
  });

  it('refuses control characters in every text field, naming the field and the controlChars rule', () => {
    for (const bad of ['a\u0000b', '\u0001', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', '\u009f']) {
      expect(issuesOf(requiredText(20).safeParse(bad)).map((m) => m.key)).toContain('validation.controlChars');
      expect(issuesOf(optionalText(20).safeParse(bad)).map((m) => m.key)).toContain('validation.controlChars');
    }
    const address = {
      name: 'Chan\u0000',
      regionCode: 'HK',
      phone: '91234567',
      email: 'a@b.hk',
      area: 'HONG_KONG',
      countryCode: 'HK',
      city: 'Wan Chai',
      detail: 'x',
    };
    expect(issuesOf(addressInput.safeParse(address))).toEqual([{ field: 'name', rule: 'controlChars', key: 'validation.controlChars', vars: {} }]);
    expect(issuesOf(addressInput.safeParse({ ...address, name: 'Chan \ud800' }))).toEqual([
      { field: 'name', rule: 'brokenText', key: 'validation.brokenText', vars: {} },
    ]);
  });

  it('keeps tab, line feed and carriage return (browsers send a textarea’s newlines as CRLF), emoji and RTL text', () => {
    for (const good of ['a\tb', 'line 1\r\nline 2', 'line\n', '👩🏽‍💻 مرحبا שלום 中文', '\u200f\u202e']) {
      expect(requiredText(50).safeParse(good).success).toBe(true);
    }
  });
});
