import { randomId } from '@sme/shared/signature';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { envelopeOf, signedInject } from '../../test/signed-inject';
import { storeCaptchaAnswer } from '../system/system.service';
import { contactMessages, feedback } from './applications.tables';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** A captcha whose answer the test knows (the image route draws a random one). */
async function solvedCaptcha(answer = 'k7mp') {
  const captchaKey = randomId();
  await storeCaptchaAnswer(app.db, captchaKey, answer);
  return { captchaKey, captchaCode: answer.toUpperCase() };
}

const count = async (table: typeof contactMessages | typeof feedback) => (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

describe('connect submit (contact us)', () => {
  const message = {
    name: 'Chan Tai Man',
    email: 'TM.Chan@Example.com',
    phone: '+852 9123 4567',
    company: 'Chan Trading Ltd',
    subject: 'Wholesale',
    message: 'Do you ship to Macau?',
  };

  it('saves the message with the session member’s id (not a client-sent memberId) when the captcha is right', async () => {
    const { cookie, memberId } = await signedInMember(app);
    const res = await signedInject(app, {
      url: '/api/v1/connect/submit',
      form: { ...message, ...(await solvedCaptcha()), memberId: 'member-7' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const { id } = envelopeOf<{ id: string }>(res).data;
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Chan Tai Man', email: 'tm.chan@example.com', company: 'Chan Trading Ltd', memberId, locale: 'en_US' });
    const visitor = await signedInject(app, { url: '/api/v1/connect/submit', form: { ...message, ...(await solvedCaptcha()), memberId: 'member-7' } });
    const [anonymous] = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, envelopeOf<{ id: string }>(visitor).data.id));
    expect(anonymous?.memberId).toBeNull();
  });

  it('refuses a wrong captcha and saves nothing', async () => {
    const before = await count(contactMessages);
    const captcha = await solvedCaptcha();
    const res = await signedInject(app, { url: '/api/v1/connect/submit', form: { ...message, ...captcha, captchaCode: 'zzzz' } });
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res).meta).toEqual({ code: 4013, message: 'The image code is wrong or has expired.' });
    // The captcha is spent: the right answer no longer works either.
    expect((await signedInject(app, { url: '/api/v1/connect/submit', form: { ...message, ...captcha } })).statusCode).toBe(400);
    expect(await count(contactMessages)).toBe(before);
  });

  it('refuses a missing captcha with the field named, and saves nothing', async () => {
    const before = await count(contactMessages);
    const res = await signedInject(app, { url: '/api/v1/connect/submit', form: message, headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(400);
    const fields = envelopeOf<{ fields: Array<{ field: string; rule: string; message: string }> }>(res).data.fields;
    expect(fields.map((f) => f.field)).toEqual(['captchaKey', 'captchaCode']);
    expect(fields[0]).toEqual({ field: 'captchaKey', rule: 'required', message: '请填写captchaKey。' });
    expect(await count(contactMessages)).toBe(before);
  });
});

describe('feedback save', () => {
  it('saves feedback sent as JSON', async () => {
    const res = await signedInject(app, {
      url: '/api/v1/feedback/save',
      json: { category: 'SUGGESTION', content: 'Please add FPS payments.', email: '', ...(await solvedCaptcha()) },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, envelopeOf<{ id: string }>(res).data.id));
    expect(row).toMatchObject({ category: 'SUGGESTION', content: 'Please add FPS payments.', email: null, memberId: null });
  });

  it('refuses an unknown category and an expired captcha, saving nothing', async () => {
    const before = await count(feedback);
    const bad = await signedInject(app, { url: '/api/v1/feedback/save', form: { category: 'RANT', content: 'x', ...(await solvedCaptcha()) } });
    expect(bad.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Array<{ field: string }> }>(bad).data.fields[0]?.field).toBe('category');
    const expiredKey = randomId();
    await storeCaptchaAnswer(app.db, expiredKey, 'abcd', Date.now() - 10 * 60_000);
    const expired = await signedInject(app, {
      url: '/api/v1/feedback/save',
      form: { category: 'PROBLEM', content: 'Broken link', captchaKey: expiredKey, captchaCode: 'abcd' },
    });
    expect(envelopeOf(expired).meta.code).toBe(4013);
    expect(await count(feedback)).toBe(before);
  });
});
