import type { FastifyInstance } from 'fastify';
import { Codes } from '@sme/shared/codes';
import { ASSISTANT_QUESTION_MAX, ASSISTANT_TITLE_MAX } from '@sme/shared/schemas/assistant';
import { eq, like } from 'drizzle-orm';
import * as OpenCC from 'opencc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { assistantConversations, assistantExchanges, assistantUsage } from './assistant.tables';
import { answerText, eventOf, streamEvents } from './assistant.test-kit';
import { answerLocale } from './chat/answer-locale';

/** The chat as visitors and members use it, without a language model (answers composed of excerpts). */

const LIMITS = { visitor: 3, member: 4 };
let app: FastifyInstance;
const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });

beforeAll(async () => {
  app = await createTestApp({ rateLimitMax: 0, assistantDailyLimits: LIMITS, llm: undefined });
});

afterAll(async () => {
  await app?.close();
});

const ask = (ip: string, question: string, opts: { cookie?: string; lang?: string; conversationId?: string; replaceExchangeId?: string } = {}) =>
  clientOf(
    app,
    ip,
    opts.cookie,
  )({
    url: '/api/v1/assistant/chat',
    json: { question, conversationId: opts.conversationId, replaceExchangeId: opts.replaceExchangeId },
    headers: { 'accept-language': opts.lang ?? 'en-US' },
  });

const usageOf = async (subject: string) => (await app.db.select().from(assistantUsage).where(like(assistantUsage.subject, subject))).map((r) => r.questions);

describe('assistant.chat for visitors', () => {
  it('answers a zh_TW question in Traditional Chinese with start, citations, deltas and done, citing site pages', async () => {
    const before = await app.db.select().from(assistantConversations);
    const events = streamEvents(await ask('10.30.0.1', '註冊香港公司需要甚麼文件？', { lang: 'zh-TW' }));
    expect(events.map((e) => e.type).filter((t, i, all) => all.indexOf(t) === i)).toEqual(['start', 'citations', 'delta', 'done']);
    const start = eventOf(events, 'start');
    expect(start).toMatchObject({ conversationId: null, exchangeId: null, title: null, locale: 'zh_TW', remainingToday: LIMITS.visitor - 1 });
    const { citations } = eventOf(events, 'citations');
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.map((c) => c.n)).toEqual(citations.map((_, i) => i + 1));
    for (const c of citations) expect(c.url).toMatch(/^\/[A-Za-z]/);
    const text = answerText(events);
    expect(text.length).toBeGreaterThan(20);
    // Written in Traditional characters: a question in Simplified would not pull this answer to zh_TW.
    expect(answerLocale(text, 'zh_CN')).toBe('zh_TW');
    expect(toSimplified(text)).not.toBe(text);
    const done = eventOf(events, 'done');
    expect(done).toMatchObject({ mode: 'EXCERPTS', usage: null });
    // Follow-ups: short questions in the answer's script, never the question just asked.
    expect(done.followUps.length).toBeGreaterThan(0);
    expect(done.followUps.length).toBeLessThanOrEqual(3);
    for (const q of done.followUps) expect(answerLocale(q, 'zh_CN')).toBe('zh_TW');
    expect(done.followUps).not.toContain('註冊香港公司需要甚麼文件？');
    expect(await app.db.select().from(assistantConversations)).toEqual(before);
  });

  it('answers a zh_CN question in Simplified Chinese', async () => {
    const events = streamEvents(await ask('10.30.0.2', '注册香港公司需要什么文件？', { lang: 'zh-CN' }));
    expect(eventOf(events, 'start').locale).toBe('zh_CN');
    const text = answerText(events);
    expect(text.length).toBeGreaterThan(20);
    expect(answerLocale(text, 'zh_TW')).toBe('zh_CN');
  });

  it('refuses the question past the daily limit with 429 (3101) and changes nothing', async () => {
    const ip = '10.30.0.3';
    for (let i = 1; i <= LIMITS.visitor; i++) {
      expect(eventOf(streamEvents(await ask(ip, 'How do I open a bank account?')), 'start').remainingToday).toBe(LIMITS.visitor - i);
    }
    const refused = await ask(ip, 'How do I open a bank account?', { lang: 'zh-CN' });
    expect(refused.statusCode).toBe(429);
    expect(envelopeOf(refused).meta.code).toBe(Codes.ASSISTANT_DAILY_LIMIT.code);
    expect(envelopeOf(refused).meta.message).toContain(String(LIMITS.visitor));
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(await usageOf(`address:${ip}`)).toEqual([LIMITS.visitor]);
  });

  it('counts a member apart from the address they ask from', async () => {
    const ip = '10.30.0.4';
    for (let i = 0; i < LIMITS.visitor; i++) streamEvents(await ask(ip, 'What is the Gold membership?'));
    expect((await ask(ip, 'What is the Gold membership?')).statusCode).toBe(429);
    const member = await signedInMember(app);
    const start = eventOf(streamEvents(await ask(ip, 'What is the Gold membership?', { cookie: member.cookie })), 'start');
    expect(start.remainingToday).toBe(LIMITS.member - 1);
    expect(await usageOf(`member:${member.memberId}`)).toEqual([1]);
    expect(await usageOf(`address:${ip}`)).toEqual([LIMITS.visitor]);
  });

  it('refuses an empty or too long question with 400 in the request language and counts nothing', async () => {
    const ip = '10.30.0.5';
    const empty = await ask(ip, '   ', { lang: 'zh-CN' });
    expect(empty.statusCode).toBe(400);
    expect(envelopeOf(empty).meta.message).toMatch(/[\u4e00-\u9fff]/);
    const long = await ask(ip, 'a'.repeat(ASSISTANT_QUESTION_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(envelopeOf<{ fields: Array<{ field: string }> }>(long).data.fields[0]?.field).toBe('question');
    expect(await usageOf(`address:${ip}`)).toEqual([]);
  });

  it('ignores a conversation id sent by a visitor and stores nothing', async () => {
    const member = await signedInMember(app);
    const own = eventOf(streamEvents(await ask('10.30.0.6', 'How do I register a company?', { cookie: member.cookie })), 'start');
    const events = streamEvents(await ask('10.30.0.7', 'How do I register a company?', { conversationId: own.conversationId ?? '' }));
    expect(eventOf(events, 'start')).toMatchObject({ conversationId: null, exchangeId: null });
    const conversation = await clientOf(app, '10.30.0.6', member.cookie)({ url: `/api/v1/assistant/conversations/${own.conversationId}` });
    expect(envelopeOf<{ exchanges: unknown[] }>(conversation).data.exchanges).toHaveLength(1);
  });
});

describe('a member’s conversations', () => {
  it('stores each exchange, lists, renames and deletes the conversation with its exchanges', async () => {
    const member = await signedInMember(app);
    const send = clientOf(app, '10.30.1.1', member.cookie);
    const first = streamEvents(await ask('10.30.1.1', 'How do I open a business bank account in Hong Kong?', { cookie: member.cookie }));
    const start = eventOf(first, 'start');
    expect(start.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(start.title).toBe('How do I open a business bank account in Hong Kong?');
    const second = streamEvents(
      await ask('10.30.1.1', 'What documents are needed to register a company?', { cookie: member.cookie, conversationId: start.conversationId ?? '' }),
    );
    expect(eventOf(second, 'start')).toMatchObject({ conversationId: start.conversationId, title: start.title });

    const list = envelopeOf<Array<{ id: string; title: string }>>(await send({ url: '/api/v1/assistant/conversations' })).data;
    expect(list.map((c) => c.id)).toEqual([start.conversationId]);
    const detail = envelopeOf<{ exchanges: Array<{ id: string; question: string; answer: string; citations: unknown[]; followUps: string[]; mode: string }> }>(
      await send({ url: `/api/v1/assistant/conversations/${start.conversationId}` }),
    ).data;
    expect(detail.exchanges.map((e) => e.question)).toEqual([
      'How do I open a business bank account in Hong Kong?',
      'What documents are needed to register a company?',
    ]);
    expect(detail.exchanges.map((e) => e.id)).toEqual([start.exchangeId, eventOf(second, 'start').exchangeId]);
    expect(detail.exchanges[1]?.answer).toBe(answerText(second));
    expect(detail.exchanges[1]?.citations).toEqual(eventOf(second, 'citations').citations);
    expect(detail.exchanges[1]?.followUps).toEqual(eventOf(second, 'done').followUps);

    const renamed = await send({ url: `/api/v1/assistant/conversations/${start.conversationId}/rename`, json: { title: 'Bank and company' } });
    expect(envelopeOf(renamed).data).toMatchObject({ id: start.conversationId, title: 'Bank and company' });
    expect((await send({ url: `/api/v1/assistant/conversations/${start.conversationId}/delete`, json: {} })).statusCode).toBe(200);
    expect(envelopeOf<unknown[]>(await send({ url: '/api/v1/assistant/conversations' })).data).toEqual([]);
    expect((await send({ url: `/api/v1/assistant/conversations/${start.conversationId}` })).statusCode).toBe(404);
    const rows = await app.db
      .select()
      .from(assistantExchanges)
      .where(eq(assistantExchanges.conversationId, start.conversationId ?? ''));
    expect(rows).toEqual([]);
  });

  it('titles a new conversation by its first question cut to the title length', async () => {
    const member = await signedInMember(app);
    const question = `How do I apply for a business loan ${'and what the bank will ask for '.repeat(5)}?`;
    const start = eventOf(streamEvents(await ask('10.30.1.2', question, { cookie: member.cookie })), 'start');
    expect(Array.from(start.title ?? '')).toHaveLength(ASSISTANT_TITLE_MAX);
    expect(question.startsWith((start.title ?? '').slice(0, -1))).toBe(true);
  });

  it('answers 404 for another member’s conversation on read, rename, delete and chat, and changes nothing', async () => {
    const owner = await signedInMember(app);
    const other = await signedInMember(app);
    const start = eventOf(streamEvents(await ask('10.30.1.3', 'How do I register a company?', { cookie: owner.cookie })), 'start');
    const id = start.conversationId ?? '';
    const send = clientOf(app, '10.30.1.4', other.cookie);
    expect((await send({ url: `/api/v1/assistant/conversations/${id}` })).statusCode).toBe(404);
    expect((await send({ url: `/api/v1/assistant/conversations/${id}/rename`, json: { title: 'Mine now' } })).statusCode).toBe(404);
    expect((await send({ url: `/api/v1/assistant/conversations/${id}/delete`, json: {} })).statusCode).toBe(404);
    const chat = await ask('10.30.1.4', 'And the fees?', { cookie: other.cookie, conversationId: id });
    expect([chat.statusCode, envelopeOf(chat).meta.code]).toEqual([404, Codes.NOT_FOUND.code]);
    expect(await usageOf(`member:${other.memberId}`)).toEqual([]);
    const kept = envelopeOf<{ title: string; exchanges: unknown[] }>(
      await clientOf(app, '10.30.1.3', owner.cookie)({ url: `/api/v1/assistant/conversations/${id}` }),
    ).data;
    expect(kept).toMatchObject({ title: start.title, exchanges: [expect.anything()] });
  });

  it('replaces the latest exchange on retry, and refuses to replace an earlier one', async () => {
    const member = await signedInMember(app);
    const send = clientOf(app, '10.30.1.5', member.cookie);
    const first = eventOf(streamEvents(await ask('10.30.1.5', 'How do I register a company?', { cookie: member.cookie })), 'start');
    const conversationId = first.conversationId ?? '';
    const second = eventOf(streamEvents(await ask('10.30.1.5', 'What are the loan tenures?', { cookie: member.cookie, conversationId })), 'start');
    const refused = await ask('10.30.1.5', 'Again', { cookie: member.cookie, conversationId, replaceExchangeId: first.exchangeId ?? '' });
    expect(refused.statusCode).toBe(409);
    const retry = eventOf(
      streamEvents(await ask('10.30.1.5', 'What are the loan tenures?', { cookie: member.cookie, conversationId, replaceExchangeId: second.exchangeId ?? '' })),
      'start',
    );
    const detail = envelopeOf<{ exchanges: Array<{ id: string }> }>(await send({ url: `/api/v1/assistant/conversations/${conversationId}` })).data;
    expect(detail.exchanges.map((e) => e.id)).toEqual([first.exchangeId, retry.exchangeId]);
  });
});
