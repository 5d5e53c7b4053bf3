import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { type SignedRequest, envelopeOf, signedInject } from '../../test/signed-inject';
import { subscriptions } from './subscriptions.tables';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://sme.example.hk' });
});

afterAll(async () => {
  await app?.close();
});

// Subscribing is limited per client address; each test is its own client.
let testNumber = 0;
let clientAddress = '';
beforeEach(() => {
  clientAddress = `10.0.0.${++testNumber}`;
});
const send = (req: SignedRequest) => signedInject(app, { remoteAddress: clientAddress, ...req });

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Read the outbox like a person would, through the dev-only route. */
async function outbox(to: string): Promise<Mail[]> {
  const res = await app.inject({ url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return envelopeOf<{ list: Mail[] }>(res).data.list;
}

const linkToken = (text: string, param: 'confirm' | 'unsubscribe') =>
  new RegExp(`https://sme\\.example\\.hk/subscribe\\?${param}=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

/** Subscriptions resend at most once a minute; tests move the last mail back in time instead of waiting. */
const forgetLastMail = (email: string) =>
  app.db
    .update(subscriptions)
    .set({ lastMailedAt: new Date(Date.now() - 120_000) })
    .where(eq(subscriptions.email, email));

describe('subscription double opt-in', () => {
  it('mails a confirmation link, confirms, and unsubscribes', async () => {
    const email = 'Reader@Example.com';
    const created = await send({ url: '/api/v1/subscription/create', form: { email, source: 'SUBSCRIBE' } });
    expect(created.statusCode).toBe(200);
    expect(envelopeOf(created).data).toEqual({ status: 'PENDING' });
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.email, 'reader@example.com'));
    expect(row?.status).toBe('PENDING');

    const mails = await outbox('reader@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0] as Mail;
    expect(mail.subject).toBe('Please confirm your subscription to SME Link HK');
    const confirm = linkToken(mail.text, 'confirm');
    const unsubscribeToken = linkToken(mail.text, 'unsubscribe');
    expect(confirm).toHaveLength(43);
    expect(mail.html).toContain(`https://sme.example.hk/subscribe?confirm=${confirm}`);
    // Tokens are stored hashed only.
    expect(JSON.stringify(row)).not.toContain(confirm);

    const confirmed = await send({ url: '/api/v1/subscription/confirm', form: { token: confirm } });
    expect(envelopeOf(confirmed).data).toEqual({ email: 'r***@example.com', status: 'CONFIRMED' });
    // Opening the link twice is fine.
    expect((await send({ url: '/api/v1/subscription/confirm', form: { token: confirm } })).statusCode).toBe(200);

    const gone = await send({ url: '/api/v1/subscription/unsubscribe', form: { token: unsubscribeToken } });
    expect(envelopeOf(gone).data).toEqual({ email: 'r***@example.com', status: 'UNSUBSCRIBED' });
    const [after] = await app.db.select().from(subscriptions).where(eq(subscriptions.email, 'reader@example.com'));
    expect(after?.status).toBe('UNSUBSCRIBED');
    // After unsubscribing, the old confirmation link no longer works.
    expect((await send({ url: '/api/v1/subscription/confirm', form: { token: confirm } })).statusCode).toBe(404);
  });

  it('writes the mail in the request locale', async () => {
    await send({ url: '/api/v1/subscription/create', json: { email: 'tw@example.com', source: 'FOOTER' }, headers: { 'accept-language': 'zh-HK' } });
    const [mail] = await outbox('tw@example.com');
    expect(mail?.subject).toBe('請確認訂閲中小企通');
    expect(mail?.text).toContain('此連結 7 天內有效');
  });

  it('re-sends for a pending address at most once a minute, and never for a confirmed one, with the same answer', async () => {
    const email = 'pending@example.com';
    await send({ url: '/api/v1/subscription/create', form: { email } });
    const again = await send({ url: '/api/v1/subscription/create', form: { email } });
    expect(envelopeOf(again).data).toEqual({ status: 'PENDING' });
    expect(await outbox(email)).toHaveLength(1);
    await forgetLastMail(email);
    await send({ url: '/api/v1/subscription/create', form: { email } });
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    // Only the newest link works: each mail carries a new token.
    const newest = linkToken((mails[0] as Mail).text, 'confirm');
    const older = linkToken((mails[1] as Mail).text, 'confirm');
    expect((await send({ url: '/api/v1/subscription/confirm', form: { token: older } })).statusCode).toBe(404);
    expect((await send({ url: '/api/v1/subscription/confirm', form: { token: newest } })).statusCode).toBe(200);

    await forgetLastMail(email);
    const confirmedAgain = await send({ url: '/api/v1/subscription/create', form: { email } });
    expect(envelopeOf(confirmedAgain).data).toEqual({ status: 'PENDING' });
    expect(await outbox(email)).toHaveLength(2);
  });

  it('answers 404 with a clear message for an unknown or expired token', async () => {
    const unknown = await send({ url: '/api/v1/subscription/confirm', form: { token: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown).meta).toEqual({ code: 404, message: 'This link is not valid or has expired. Please subscribe again.' });

    await send({ url: '/api/v1/subscription/create', form: { email: 'late@example.com' } });
    const [mail] = await outbox('late@example.com');
    await app.db
      .update(subscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.email, 'late@example.com'));
    const expired = await send({
      url: '/api/v1/subscription/confirm',
      form: { token: linkToken(mail?.text ?? '', 'confirm') },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(expired.statusCode).toBe(404);
    expect(envelopeOf(expired).meta.message).toBe('此链接无效或已过期，请重新订阅。');
    expect((await send({ url: '/api/v1/subscription/unsubscribe', form: { token: 'y'.repeat(43) } })).statusCode).toBe(404);
  });

  it('records the session member as the subscriber, never a client-sent memberId', async () => {
    const { cookie, memberId } = await signedInMember(app);
    await send({ url: '/api/v1/subscription/create', form: { email: 'member@example.com', memberId: 'someone-else' }, headers: { cookie } });
    await send({ url: '/api/v1/subscription/create', form: { email: 'visitor@example.com', memberId: 'someone-else' } });
    const rows = await app.db
      .select()
      .from(subscriptions)
      .where(inArray(subscriptions.email, ['member@example.com', 'visitor@example.com']));
    expect(Object.fromEntries(rows.map((r) => [r.email, r.memberId]))).toEqual({ 'member@example.com': memberId, 'visitor@example.com': null });
  });

  it('refuses an invalid email with the field and rule', async () => {
    const res = await send({ url: '/api/v1/subscription/create', form: { email: 'nobody' } });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf<{ fields: unknown[] }>(res).data.fields).toEqual([
      { field: 'email', rule: 'emailInvalid', message: 'email: Please enter a valid email address.' },
    ]);
  });
});

describe('subscription rate limit', () => {
  it('refuses a sixth subscription from one address within a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ url: '/api/v1/subscription/create', form: { email: `flood${i}@example.com` } })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
