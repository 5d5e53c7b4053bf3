import { Codes } from '@sme/shared/codes';
import type { AssistantSuggestionsView } from '@sme/shared/schemas/assistant';
import type { ConsoleAssistantSuggestionView } from '@sme/shared/schemas/console-assistant';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { signedInStaff } from '../../test/console-staff';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';

/** Back-office suggested questions: admins only, create, edit, deactivate, delete, bad input, audit, what /ask shows. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let admin: Send;
let refused: Array<[string, Send, number]>;
let visitor: Send;

beforeAll(async () => {
  app = await createTestApp();
  const ip = (n: number) => `10.81.0.${n}`;
  const merchantId = await insertMerchant(app.db);
  const [boss, merchant, reviewer, early, member] = await Promise.all([
    signedInStaff(app, { roles: ['ADMIN'] }),
    signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId }),
    signedInStaff(app, { roles: ['REVIEWER'] }),
    signedInStaff(app, { roles: ['ADMIN'], totp: false }),
    signedInMember(app),
  ]);
  admin = clientOf(app, ip(1), boss.cookie);
  visitor = clientOf(app, ip(6));
  refused = [
    ['merchant staff', clientOf(app, ip(2), merchant.cookie), 403],
    ['reviewer', clientOf(app, ip(3), reviewer.cookie), 403],
    ['admin before TOTP', clientOf(app, ip(4), early.cookie), 403],
    ['member', clientOf(app, ip(5), member.cookie), 403],
    ['visitor', visitor, 401],
  ];
});

afterAll(async () => {
  await app?.close();
});

const LIST = '/api/v1/console/assistant/suggestions';
const SAVE = '/api/v1/console/assistant/suggestions/save';
const DELETE = '/api/v1/console/assistant/suggestions/delete';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<T>(res).data;
}
const fieldsOf = (res: LightMyRequestResponse) =>
  (envelopeOf<{ fields?: Array<{ field: string; rule: string }> }>(res).data?.fields ?? []).map((f) => `${f.field}:${f.rule}`);

const question = (overrides: Record<string, unknown> = {}) => ({
  topic: 'BANK_ACCOUNT',
  questionEn: 'Which bank can open my account fastest?',
  questionZhCn: '哪家银行开户最快？',
  questionZhTw: '哪家銀行開戶最快？',
  sort: 3,
  ...overrides,
});
const list = async () => dataOf<{ list: ConsoleAssistantSuggestionView[] }>(await admin({ method: 'GET', url: LIST })).list;
const save = async (body: Record<string, unknown>) => dataOf<ConsoleAssistantSuggestionView>(await admin({ url: SAVE, json: body }));
const audited = async (targetId: string) => (await listAudit(app.db, { targetId, page: 1, size: 20 })).list;
/**
 * The questions /ask shows in a language. Each language is its own entry of the public answer's 15-second cache, so a
 * test reads each language once, after the changes it checks (zh-TW, zh-CN and en-US are each read by one test only).
 */
const publicQuestions = async (language: 'zh-TW' | 'zh-CN' | 'en-US') =>
  dataOf<AssistantSuggestionsView>(
    await visitor({ method: 'GET', url: '/api/v1/assistant/suggestions', headers: { 'accept-language': language } }),
  ).topics.flatMap((t) => t.questions.map((q) => ({ topic: t.topic, ...q })));

describe('console assistant suggestions: access', () => {
  it('refuses a merchant’s staff, a reviewer, an admin before TOTP and a member (403) and a visitor (401), changing nothing', async () => {
    const kept = await save(question());
    const before = JSON.stringify(await list());
    for (const [who, send, status] of refused) {
      for (const req of [
        { method: 'GET', url: LIST },
        { url: SAVE, json: question() },
        { url: SAVE, json: { ...question({ questionEn: 'Changed' }), id: kept.id } },
        { url: DELETE, json: { id: kept.id } },
      ] satisfies SignedRequest[]) {
        const res = await send(req);
        const code = status === 401 ? Codes.UNAUTHORIZED.code : Codes.FORBIDDEN_ROLE.code;
        expect([who, req.url, res.statusCode, envelopeOf(res).meta.code]).toEqual([who, req.url, status, code]);
      }
    }
    expect(JSON.stringify(await list())).toBe(before);
    expect((await audited(kept.id)).map((e) => e.action)).toEqual(['console.assistant.saveSuggestion']);
  });
});

describe('console assistant suggestions', () => {
  it('creates a question shown on /ask, edits its three languages, lists it by topic then sort, audited', async () => {
    const created = await save(question({ topic: 'MEMBERSHIP', sort: 7 }));
    expect(created).toMatchObject({ topic: 'MEMBERSHIP', sort: 7, isActive: true, questionZhTw: '哪家銀行開戶最快？' });
    const first = await save(question({ topic: 'COMPANY_REGISTRATION', sort: 9 }));
    const earlier = await save(question({ topic: 'MEMBERSHIP', sort: 2 }));

    const edited = await save({
      id: created.id,
      topic: 'MEMBERSHIP',
      questionEn: '  What does Platinum add?  ',
      questionZhCn: '白金会员多了什么？',
      questionZhTw: '白金會員多咗乜嘢？',
      sort: 7,
      isActive: true,
    });
    expect(edited).toMatchObject({
      id: created.id,
      questionEn: 'What does Platinum add?',
      questionZhCn: '白金会员多了什么？',
      questionZhTw: '白金會員多咗乜嘢？',
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const ids = (await list()).map((s) => s.id).filter((id) => [created.id, first.id, earlier.id].includes(id));
    expect(ids).toEqual([first.id, earlier.id, created.id]);
    expect((await publicQuestions('zh-TW')).find((q) => q.id === created.id)).toEqual({ topic: 'MEMBERSHIP', id: created.id, question: '白金會員多咗乜嘢？' });

    const [update, create] = await audited(created.id);
    expect(create).toMatchObject({ action: 'console.assistant.saveSuggestion', targetType: 'assistantSuggestion', detail: { created: true, sort: 7 } });
    expect(update).toMatchObject({
      action: 'console.assistant.saveSuggestion',
      detail: { created: false, questionEn: 'What does Platinum add?', from: { questionEn: 'Which bank can open my account fastest?' } },
    });
  });

  it('keeps a deactivated question in the back office and off /ask; reactivating brings it back', async () => {
    const shown = await save(question({ topic: 'TRADE_FINANCE', questionZhCn: '信用证怎么开？' }));
    const created = await save(question({ topic: 'TRADE_FINANCE' }));
    await save({ ...question({ topic: 'TRADE_FINANCE' }), id: created.id, isActive: false });
    expect((await list()).find((s) => s.id === created.id)?.isActive).toBe(false);
    const zhCn = await publicQuestions('zh-CN');
    expect(zhCn.find((q) => q.id === shown.id)?.question).toBe('信用证怎么开？');
    expect(zhCn.some((q) => q.id === created.id)).toBe(false);
    await save({ ...question({ topic: 'TRADE_FINANCE' }), id: created.id, isActive: true });
    expect((await publicQuestions('en-US')).find((q) => q.id === created.id)?.question).toBe('Which bank can open my account fastest?');
  });

  it('deletes a question for good (a second delete 404), audited', async () => {
    const created = await save(question());
    expect(dataOf(await admin({ url: DELETE, json: { id: created.id } }))).toEqual({ id: created.id });
    expect((await list()).some((s) => s.id === created.id)).toBe(false);
    expect((await audited(created.id)).map((e) => e.action)).toEqual(['console.assistant.deleteSuggestion', 'console.assistant.saveSuggestion']);
    expect((await admin({ url: DELETE, json: { id: created.id } })).statusCode).toBe(404);
  });

  it('refuses bad input with the field (400) and an unknown id (404), changing nothing', async () => {
    const kept = await save(question());
    const before = JSON.stringify(await list());
    const cases: Array<[Record<string, unknown>, string]> = [
      [question({ topic: 'WEATHER' }), 'topic'],
      [question({ questionEn: '   ' }), 'questionEn'],
      [question({ questionZhTw: 'x'.repeat(201) }), 'questionZhTw'],
      [question({ sort: 10000 }), 'sort'],
      [question({ sort: 1.5 }), 'sort'],
      [{ ...question(), id: 'not-a-uuid' }, 'id'],
      [{ ...question({ questionZhCn: undefined }), id: kept.id }, 'questionZhCn'],
    ];
    for (const [json, field] of cases) {
      const res = await admin({ url: SAVE, json });
      expect([field, res.statusCode, fieldsOf(res).map((f) => f.split(':')[0])]).toEqual([field, 400, [field]]);
    }
    const badDelete = await admin({ url: DELETE, json: { id: 'nope' } });
    expect([badDelete.statusCode, fieldsOf(badDelete).map((f) => f.split(':')[0])]).toEqual([400, ['id']]);
    expect((await admin({ url: SAVE, json: { ...question(), id: UNKNOWN_ID } })).statusCode).toBe(404);
    expect((await admin({ url: DELETE, json: { id: UNKNOWN_ID } })).statusCode).toBe(404);
    expect(JSON.stringify(await list())).toBe(before);
    expect(await audited(UNKNOWN_ID)).toEqual([]);
    expect((await audited(kept.id)).length).toBe(1);
  });
});
