import { Codes } from '@sme/shared/codes';
import type { ConsoleContactRow, ConsoleFeedbackRow, ConsoleInboxPage } from '@sme/shared/schemas/console-inbox';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { contactMessages, feedback } from '../../modules/applications/applications.tables';

/** Back-office inbox: admins only; newest first, search and Hong Kong day range; masked in the list, whole in the detail. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let admin: Send;
let contactId: string;
let feedbackId: string;
let clients = 0;
const nextIp = () => `10.73.0.${++clients}`;
const LONG = `I would like to register a company and open a bank account. ${'Please call me back in the afternoon. '.repeat(10)}`;

beforeAll(async () => {
  app = await createTestApp();
  admin = clientOf(app, nextIp(), (await signedInStaff(app, { roles: ['ADMIN'] })).cookie);
  const [older] = await app.db
    .insert(contactMessages)
    .values({ name: 'Old Sender', email: 'old@example.hk', message: 'Old question', locale: 'en_US', createdAt: new Date('2026-01-01T15:30:00Z') })
    .returning();
  const [newer] = await app.db
    .insert(contactMessages)
    .values({
      name: 'Chan Tai Man',
      email: 'chan@example.hk',
      phone: '+85291234567',
      company: 'Chan Trading',
      subject: 'Company setup',
      message: LONG,
      locale: 'zh_TW',
      createdAt: new Date('2026-01-02T01:00:00Z'),
    })
    .returning();
  const [entry] = await app.db
    .insert(feedback)
    .values({ category: 'SUGGESTION', content: LONG, name: 'Wong', email: 'wong@example.hk', locale: 'en_US' })
    .returning();
  if (!older || !newer || !entry) throw new Error('not stored');
  contactId = newer.id;
  feedbackId = entry.id;
});

afterAll(async () => {
  await app?.close();
});

const pageOf = <T>(res: LightMyRequestResponse) => {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<ConsoleInboxPage<T>>(res).data;
};

describe('console inbox', () => {
  it('answers only admins: a merchant’s staff 403, a member 403, no second factor 403', async () => {
    const staff = clientOf(app, nextIp(), (await signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId: await insertMerchant(app.db) })).cookie);
    const member = clientOf(app, nextIp(), (await signedInMember(app)).cookie);
    const noTotp = clientOf(app, nextIp(), (await signedInStaff(app, { roles: ['ADMIN'], totp: false })).cookie);
    const urls = [
      '/api/v1/console/feedback/list',
      `/api/v1/console/feedback/detail/${feedbackId}`,
      '/api/v1/console/contact/list',
      `/api/v1/console/contact/detail/${contactId}`,
      '/api/v1/console/subscription/list',
    ];
    for (const url of urls) {
      for (const send of [staff, member, noTotp]) {
        const res = await send({ method: 'GET', url });
        expect([url, res.statusCode, envelopeOf(res).meta.code]).toEqual([url, 403, Codes.FORBIDDEN_ROLE.code]);
      }
    }
  });

  it('lists contact messages newest first with contact masked and text cut short; the detail has it all', async () => {
    const page = pageOf<ConsoleContactRow>(await admin({ method: 'GET', url: '/api/v1/console/contact/list' }));
    expect(page.list.map((m) => m.name)).toEqual(['Chan Tai Man', 'Old Sender']);
    const [first] = page.list;
    expect([first?.email, first?.phone, first?.message.length]).toEqual(['c***@example.hk', '+852 ****4567', 121]);
    const whole = envelopeOf<ConsoleContactRow>(await admin({ method: 'GET', url: `/api/v1/console/contact/detail/${contactId}` })).data;
    expect([whole.email, whole.phone, whole.message, whole.company]).toEqual(['chan@example.hk', '+85291234567', LONG, 'Chan Trading']);
    expect((await admin({ method: 'GET', url: `/api/v1/console/contact/detail/${feedbackId}` })).statusCode).toBe(404);
  });

  it('filters by search and by Hong Kong days: 2026-01-01 23:30 HK is still the 1st, 09:00 on the 2nd is not', async () => {
    const firstDay = pageOf<ConsoleContactRow>(
      await admin({ method: 'GET', url: '/api/v1/console/contact/list', query: { from: '2026-01-01', to: '2026-01-01' } }),
    );
    expect(firstDay.list.map((m) => m.name)).toEqual(['Old Sender']);
    const searched = pageOf<ConsoleContactRow>(await admin({ method: 'GET', url: '/api/v1/console/contact/list', query: { q: 'chan trad' } }));
    expect(searched.list.map((m) => m.id)).toEqual([contactId]);
    const bad = await admin({ method: 'GET', url: '/api/v1/console/contact/list', query: { from: '2026-01-05', to: '2026-01-01' } });
    expect([bad.statusCode, envelopeOf<{ fields: Array<{ field: string; rule: string }> }>(bad).data.fields.map((f) => `${f.field}:${f.rule}`)]).toEqual([
      400,
      ['to:dateRangeInvalid'],
    ]);
  });

  it('lists feedback masked and reads one in full', async () => {
    const page = pageOf<ConsoleFeedbackRow>(await admin({ method: 'GET', url: '/api/v1/console/feedback/list', query: { q: 'wong' } }));
    expect(page.list.map((f) => [f.id, f.email, f.category])).toEqual([[feedbackId, 'w***@example.hk', 'SUGGESTION']]);
    const whole = envelopeOf<ConsoleFeedbackRow>(await admin({ method: 'GET', url: `/api/v1/console/feedback/detail/${feedbackId}` })).data;
    expect([whole.email, whole.content]).toEqual(['wong@example.hk', LONG]);
  });
});
