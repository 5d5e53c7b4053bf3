import { Codes } from '@sme/shared/codes';
import { hkToday } from '@sme/shared/hk-day';
import { addMonthsToDay } from '@sme/shared/membership-billing';
import type { MembershipPlanView } from '@sme/shared/membership-plans';
import type { ConsoleMemberMembershipView } from '@sme/shared/schemas/membership';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant, insertProduct } from '../../test/catalogue-fixtures';
import { signedInStaff } from '../../test/console-staff';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';
import { shopper } from '../../modules/orders/orders.test-kit';

/** Back-office membership: a member's timeline, staff grants, extensions and ends, plan discounts; admins only, audited. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let admin: Send;
let adminId: string;
let merchantId: string;
let refused: Array<[string, Send, number]>;
let visitor: Send;

beforeAll(async () => {
  app = await createTestApp();
  const ip = (n: number) => `10.82.0.${n}`;
  merchantId = await insertMerchant(app.db);
  const [boss, merchant, early, member] = await Promise.all([
    signedInStaff(app, { roles: ['ADMIN'] }),
    signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId }),
    signedInStaff(app, { roles: ['ADMIN'], totp: false }),
    signedInMember(app),
  ]);
  admin = clientOf(app, ip(1), boss.cookie);
  adminId = boss.memberId;
  visitor = clientOf(app, ip(5));
  refused = [
    ['merchant staff', clientOf(app, ip(2), merchant.cookie), 403],
    ['admin before TOTP', clientOf(app, ip(3), early.cookie), 403],
    ['member', clientOf(app, ip(4), member.cookie), 403],
    ['visitor', visitor, 401],
  ];
});

afterAll(async () => {
  await app?.close();
});

const GRANT = '/api/v1/console/membership/grant';
const PLANS = '/api/v1/console/membership/plans';
const memberUrl = (id: string) => `/api/v1/console/membership/members/${id}`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function dataOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body}`);
  return envelopeOf<T>(res).data;
}
const change = async (body: Record<string, unknown>) => dataOf<ConsoleMemberMembershipView>(await admin({ url: GRANT, json: body }));
const viewOf = async (memberId: string) => dataOf<ConsoleMemberMembershipView>(await admin({ method: 'GET', url: memberUrl(memberId) }));
const audited = async (targetId: string) => (await listAudit(app.db, { targetId, page: 1, size: 20 })).list;
const newMember = async () => (await signedInMember(app)).memberId;
/** The Hong Kong day `days` after `day`. */
const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('console.membership.grant', () => {
  it('grants Gold for 3 months, extends it by 10 days, ends it with a reason: each answered and audited', async () => {
    const memberId = await newMember();
    expect((await viewOf(memberId)).current).toMatchObject({ tier: null, current: null });

    const granted = await change({ action: 'GRANT', memberId, tier: 'GOLD', months: 3, reason: '  Event prize  ' });
    // A period started during the day covers it whole: three months on, the same day is the last one.
    const until = addMonthsToDay(hkToday(), 3);
    expect(granted.current).toMatchObject({ tier: 'GOLD', validUntilDay: until, vipDiscountPercent: expect.any(Number) });
    expect(granted.current.benefits).toContain('priorityMeetings');
    expect(granted.periods).toEqual([expect.objectContaining({ tier: 'GOLD', source: 'GRANT', cycle: null, validUntilDay: until, endedEarlyAt: null })]);
    expect(granted.history).toEqual([expect.objectContaining({ source: 'GRANT', tier: 'GOLD', status: 'ACTIVE', reference: null, amountMinor: null })]);

    const extended = await change({ action: 'EXTEND', memberId, days: 10, reason: 'Service apology' });
    expect(extended.current).toMatchObject({ tier: 'GOLD', validUntilDay: plusDays(until, 10) });
    expect(extended.periods.map((p) => [p.tier, p.validUntilDay])).toEqual([
      ['GOLD', until],
      ['GOLD', plusDays(until, 10)],
    ]);
    expect(extended.periods[1]?.startsAt).toBe(extended.periods[0]?.endsAt);

    const ended = await change({ action: 'END', memberId, reason: 'Refund agreed' });
    expect(ended.current).toEqual({ tier: null, current: null, validUntilDay: null, next: null, vipDiscountPercent: 0, benefits: [] });
    expect(ended.periods.map((p) => [p.endedReason, p.endedEarlyAt !== null])).toEqual([
      ['Refund agreed', true],
      ['Refund agreed', true],
    ]);
    expect(ended.history.every((h) => h.status === 'ENDED')).toBe(true);
    expect(await viewOf(memberId)).toEqual(ended);

    const entries = await audited(memberId);
    expect(entries.map((e) => [e.action, e.actorId, e.targetType, e.detail.action, e.detail.reason])).toEqual([
      ['console.membership.grant', adminId, 'MEMBER', 'END', 'Refund agreed'],
      ['console.membership.grant', adminId, 'MEMBER', 'EXTEND', 'Service apology'],
      ['console.membership.grant', adminId, 'MEMBER', 'GRANT', 'Event prize'],
    ]);
    expect(entries[0]?.detail).toMatchObject({ endedPeriods: 2 });
    expect(entries[1]?.detail).toMatchObject({ tier: 'GOLD', days: 10, validUntilDay: plusDays(until, 10) });
    expect(entries[2]?.detail).toMatchObject({ tier: 'GOLD', months: 3, validUntilDay: until });
  });

  it('starts a higher grant now and moves the lower tier held after it; a lower grant is appended', async () => {
    const memberId = await newMember();
    await change({ action: 'GRANT', memberId, tier: 'SILVER', months: 1, reason: 'Trial' });
    const pushed = await change({ action: 'GRANT', memberId, tier: 'PLATINUM', months: 1, reason: 'Partner' });
    const platinumUntil = addMonthsToDay(hkToday(), 1);
    expect(pushed.current).toMatchObject({ tier: 'PLATINUM', validUntilDay: platinumUntil, next: expect.objectContaining({ tier: 'SILVER' }) });
    const silverRest = pushed.periods.find((p) => p.tier === 'SILVER' && p.endedEarlyAt === null);
    expect(silverRest?.startsAt).toBe(pushed.current.current?.endsAt);

    const appended = await change({ action: 'GRANT', memberId, tier: 'GOLD', months: 1, reason: 'Loyalty' });
    expect(appended.current.tier).toBe('PLATINUM');
    expect(appended.periods.at(-1)).toMatchObject({ tier: 'GOLD', startsAt: silverRest?.endsAt });
  });

  it('refuses to extend or end nothing (409 3207), an unknown member (404) and an empty reason (400, in Chinese), changing nothing', async () => {
    const memberId = await newMember();
    for (const body of [
      { action: 'EXTEND', memberId, days: 5, reason: 'Goodwill' },
      { action: 'END', memberId, reason: 'Abuse' },
    ]) {
      const res = await admin({ url: GRANT, json: body });
      expect([body.action, res.statusCode, envelopeOf(res).meta.code]).toEqual([body.action, 409, Codes.MEMBERSHIP_NOT_HELD.code]);
    }
    const unknown = await admin({ url: GRANT, json: { action: 'GRANT', memberId: UNKNOWN_ID, tier: 'GOLD', months: 1, reason: 'x' } });
    expect(unknown.statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: memberUrl(UNKNOWN_ID) })).statusCode).toBe(404);

    const empty = await admin({
      url: GRANT,
      json: { action: 'GRANT', memberId, tier: 'GOLD', months: 1, reason: '   ' },
      headers: { 'accept-language': 'zh-CN' },
    });
    const fields = envelopeOf<{ fields: Array<{ field: string; rule: string; message: string }> }>(empty).data.fields;
    expect([empty.statusCode, fields.map((f) => f.field)]).toEqual([400, ['reason']]);
    expect(fields[0]?.message).toMatch(/请填写/);
    const badLength = await admin({ url: GRANT, json: { action: 'GRANT', memberId, tier: 'GOLD', months: 37, reason: 'Too long' } });
    expect(badLength.statusCode).toBe(400);

    expect((await viewOf(memberId)).periods).toEqual([]);
    expect(await audited(memberId)).toEqual([]);
    expect(await audited(UNKNOWN_ID)).toEqual([]);
  });
});

describe('console.membership.plans', () => {
  it('lists the three plans and sets a plan’s discount: audited before and after, priced into the next order preview, shown on the public plan list at once', async () => {
    const publicPlans = async () =>
      dataOf<{ list: MembershipPlanView[] }>(await visitor({ method: 'GET', url: '/api/v1/membership/plans' })).list.map((p) => [p.tier, p.vipDiscountPercent]);
    const before = dataOf<{ list: MembershipPlanView[] }>(await admin({ method: 'GET', url: PLANS })).list;
    expect(before.map((p) => [p.tier, p.monthlyPriceMinor, p.currency])).toEqual([
      ['SILVER', 8_000, 'HKD'],
      ['GOLD', 48_000, 'HKD'],
      ['PLATINUM', 380_000, 'HKD'],
    ]);
    const goldBefore = before.find((p) => p.tier === 'GOLD')?.vipDiscountPercent;
    // Read once so this server holds the list; the change must not wait for its minute.
    expect(await publicPlans()).toContainEqual(['GOLD', goldBefore]);

    const gold = await shopper(app);
    await change({ action: 'GRANT', memberId: gold.memberId, tier: 'GOLD', months: 1, reason: 'Check discount' });
    const product = await insertProduct(app.db, merchantId, { retailPriceMinor: 10_000, deliveryTypes: ['STORE_PICKUP'] });
    const order = { cartItemIds: await gold.addToCart(product), deliveryType: 'STORE_PICKUP' };
    expect((await gold.preview(order)).vip).toEqual({ tier: 'GOLD', percent: goldBefore });

    const saved = dataOf<MembershipPlanView>(await admin({ url: PLANS, json: { tier: 'GOLD', vipDiscountPercent: 12 } }));
    expect(saved).toMatchObject({ tier: 'GOLD', vipDiscountPercent: 12, monthlyPriceMinor: 48_000 });
    expect(await gold.preview(order)).toMatchObject({ vip: { tier: 'GOLD', percent: 12 }, vipDiscountMinor: 1_200, totalMinor: 8_800 });
    expect(await publicPlans()).toContainEqual(['GOLD', 12]);
    expect((await viewOf(gold.memberId)).current.vipDiscountPercent).toBe(12);

    const [entry] = (await listAudit(app.db, { action: 'console.membership.planDiscount', page: 1, size: 5 })).list;
    expect(entry).toMatchObject({ actorId: adminId, targetType: 'MEMBERSHIP_PLAN', targetId: 'GOLD', detail: { tier: 'GOLD', from: goldBefore, to: 12 } });

    for (const json of [
      { tier: 'GOLD', vipDiscountPercent: 51 },
      { tier: 'GOLD', vipDiscountPercent: 2.5 },
      { tier: 'DIAMOND', vipDiscountPercent: 5 },
    ]) {
      expect((await admin({ url: PLANS, json })).statusCode).toBe(400);
    }
    expect(await publicPlans()).toContainEqual(['GOLD', 12]);
  });
});

describe('console.membership access', () => {
  it('refuses a merchant’s staff, an admin before TOTP and a member (403) and a visitor (401), changing nothing', async () => {
    const memberId = await newMember();
    for (const [who, send, status] of refused) {
      for (const req of [
        { method: 'GET', url: memberUrl(memberId) },
        { url: GRANT, json: { action: 'GRANT', memberId, tier: 'PLATINUM', months: 12, reason: 'Sneaky' } },
        { method: 'GET', url: PLANS },
        { url: PLANS, json: { tier: 'SILVER', vipDiscountPercent: 50 } },
      ] satisfies SignedRequest[]) {
        const res = await send(req);
        const code = status === 401 ? Codes.UNAUTHORIZED.code : Codes.FORBIDDEN_ROLE.code;
        expect([who, req.url, res.statusCode, envelopeOf(res).meta.code]).toEqual([who, req.url, status, code]);
      }
    }
    expect((await viewOf(memberId)).periods).toEqual([]);
    expect(await audited(memberId)).toEqual([]);
    expect(await audited('SILVER')).toEqual([]);
  });
});
