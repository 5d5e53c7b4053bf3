import { describe, expect, it } from 'vitest';
import { issueMessage } from './validation';
import { connectSubmitSchema } from './schemas/contact';
import { subscriptionCreateSchema } from './schemas/subscription';

const issuesOf = (result: { success: boolean; error?: { issues: Parameters<typeof issueMessage>[0][] } }) =>
  (result.error?.issues ?? []).map(issueMessage);

describe('shared validation', () => {
  it('separates an empty email from an invalid one (section 5)', () => {
    expect(issuesOf(subscriptionCreateSchema.safeParse({ email: '' }))).toEqual([
      expect.objectContaining({ field: 'email', key: 'validation.emailEmpty' }),
    ]);
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
});
