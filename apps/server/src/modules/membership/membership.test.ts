import { Codes } from '@sme/shared/codes';
import { hkDayOf } from '@sme/shared/hk-day';
import { lastDayOf } from '@sme/shared/membership-billing';
import { annualPriceMinor, type MembershipPlanView } from '@sme/shared/membership-plans';
import type { MembershipCurrentView, MembershipHistoryEntry, MembershipPurchaseView, MembershipQuoteView } from '@sme/shared/schemas/membership';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../integrations/mail/outbox-mailer';
import { allJobHandlers } from '../../job-handlers';
import { runDueJobs } from '../../jobs/job-queue';
import { signedInMember } from '../../test/accounts';
import { envelopeOf, signedInject } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { createMember } from '../members';
import { applyMembershipPayment, payablePurchaseOf, toPaidMembershipView } from './membership-payments';
import { placePeriod } from './membership-timeline';
import { membershipCurrentView, membershipHistory } from './membership-views';
import { currentTier, hasBenefit } from './membership.service';
import { membershipCardBatches, membershipCards, membershipPeriods } from './membership.tables';
import { purchaseMembership } from './purchase-membership';
import { quoteMembership } from './quote-membership';
import { sendRenewalReminder } from './renewal-reminder';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

const HOUR = 3_600_000;
const pay = (purchaseId: string, amountMinor: number, at: Date) => app.db.transaction((tx) => applyMembershipPayment(tx, { purchaseId, amountMinor, at }));
/** Buys and pays a plan at a chosen instant. */
async function buy(memberId: string, tier: 'SILVER' | 'GOLD' | 'PLATINUM', cycle: 'MONTHLY' | 'ANNUAL', at: Date) {
  const { row } = await purchaseMembership(app.db, memberId, { tier, cycle }, at);
  expect(await pay(row.id, row.amountMinor, at)).toBe('PAID');
  return row;
}
const periodsOf = (memberId: string) => app.db.select().from(membershipPeriods).where(eq(membershipPeriods.memberId, memberId));

describe('membership plans', () => {
  it('lists Silver, Gold and Platinum with monthly and annual prices in minor units and their VIP discount', async () => {
    const res = await signedInject(app, { url: '/api/v1/membership/plans' });
    expect(res.statusCode).toBe(200);
    const { list } = envelopeOf<{ list: MembershipPlanView[] }>(res).data;
    expect(list.map((p) => [p.tier, p.currency, p.monthlyPriceMinor, p.annualPriceMinor, p.isBestValue, p.vipDiscountPercent])).toEqual([
      ['SILVER', 'HKD', 8000, 81600, false, 2],
      ['GOLD', 'HKD', 48000, 489600, true, 5],
      ['PLATINUM', 'HKD', 380000, 3876000, false, 10],
    ]);
    for (const p of list) expect(p.annualPriceMinor).toBe(Math.round(p.monthlyPriceMinor * 12 * 0.85));
    expect(list[0]?.addedFeatures).toContain('fastBankAccount');
    expect(list[2]?.addedFeatures).toContain('personalisedAiChatbot');
    expect(annualPriceMinor(8000)).toBe(81600);
  });

  it('answers the message in the request locale even from the cache', async () => {
    await signedInject(app, { url: '/api/v1/membership/plans' });
    const cn = await signedInject(app, { url: '/api/v1/membership/plans', headers: { 'accept-language': 'zh-CN' } });
    expect(envelopeOf(cn).meta.message).toBe('成功');
    const en = await signedInject(app, { url: '/api/v1/membership/plans' });
    expect(envelopeOf(en).meta.message).toBe('Success');
  });
});

describe('membership API document', () => {
  it('documents the membership operations at their method and path in /api/docs/json', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const found = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'membership.plans GET /api/v1/membership/plans',
        'membership.current GET /api/v1/membership/current',
        'membership.quote GET /api/v1/membership/quote',
        'membership.purchase POST /api/v1/membership/purchase',
        'membership.history GET /api/v1/membership/history',
      ]),
    );
  });
});

describe('quotes and the timeline (chosen clock)', () => {
  it('prices new, renewal, upgrade (unused part credited) and downgrade, places them by those rules, and lapses at the Hong Kong midnight', async () => {
    const { memberId } = await signedInMember(app);
    // 10 Jan 2030 14:00 HKT: a month of Silver runs to 11 Feb 00:00 HKT (754 hours).
    const t0 = new Date('2030-01-10T06:00:00Z');
    expect(await quoteMembership(app.db, memberId, { tier: 'SILVER', cycle: 'MONTHLY' }, t0)).toMatchObject({
      kind: 'NEW',
      priceMinor: 8000,
      creditMinor: 0,
      amountMinor: 8000,
      startsAt: t0,
      endsAt: new Date('2030-02-11T00:00:00+08:00'),
    });
    await buy(memberId, 'SILVER', 'MONTHLY', t0);

    // Half way through (377 of 754 hours): a renewal starts at the end; an upgrade starts now with half of HK$80 credited.
    const t1 = new Date(t0.getTime() + 377 * HOUR);
    expect(await quoteMembership(app.db, memberId, { tier: 'SILVER', cycle: 'MONTHLY' }, t1)).toMatchObject({
      kind: 'RENEW',
      creditMinor: 0,
      amountMinor: 8000,
      startsAt: new Date('2030-02-11T00:00:00+08:00'),
      endsAt: new Date('2030-03-11T00:00:00+08:00'),
    });
    const upgrade = await quoteMembership(app.db, memberId, { tier: 'GOLD', cycle: 'MONTHLY' }, t1);
    expect(upgrade).toMatchObject({ kind: 'UPGRADE', priceMinor: 48000, creditMinor: 4000, amountMinor: 44000, startsAt: t1 });
    expect(lastDayOf(upgrade.endsAt)).toBe('2030-02-26');
    const gold = await buy(memberId, 'GOLD', 'MONTHLY', t1);
    expect(gold).toMatchObject({ kind: 'UPGRADE', creditMinor: 4000, amountMinor: 44000 });

    // 1 Feb: a downgrade to Silver (annual) starts when Gold ends; an upgrade to Platinum credits Gold's unused part
    // (48000 × 616/761 hours = 38854) and the Silver year bought ahead in full (81600).
    const t2 = new Date('2030-02-01T00:00:00Z');
    expect(await quoteMembership(app.db, memberId, { tier: 'SILVER', cycle: 'ANNUAL' }, t2)).toMatchObject({
      kind: 'DOWNGRADE',
      amountMinor: 81600,
      startsAt: new Date('2030-02-27T00:00:00+08:00'),
      endsAt: new Date('2031-02-27T00:00:00+08:00'),
    });
    await buy(memberId, 'SILVER', 'ANNUAL', t2);
    expect(await quoteMembership(app.db, memberId, { tier: 'PLATINUM', cycle: 'MONTHLY' }, t2)).toMatchObject({
      kind: 'UPGRADE',
      creditMinor: 38854 + 81600,
      amountMinor: 380000 - 120454,
    });

    const current: MembershipCurrentView = await membershipCurrentView(app.db, memberId, t2);
    expect(current).toMatchObject({ tier: 'GOLD', validUntilDay: '2030-02-26', vipDiscountPercent: 5, next: { tier: 'SILVER', validUntilDay: '2031-02-26' } });
    expect(current.benefits).toEqual(expect.arrayContaining(['fastBankAccount', 'priorityMeetings']));

    // The downgrade takes effect at Gold's end, and the membership lapses at the Hong Kong midnight ending its last day.
    const goldEnd = new Date('2030-02-27T00:00:00+08:00');
    const lapse = new Date('2031-02-27T00:00:00+08:00');
    const tiers = await Promise.all(
      [goldEnd.getTime() - 1, goldEnd.getTime(), lapse.getTime() - 1, lapse.getTime()].map((ms) => currentTier(app.db, memberId, new Date(ms))),
    );
    expect(tiers).toEqual(['GOLD', 'SILVER', 'SILVER', null]);

    const benefits = await Promise.all(
      [
        [t0, 'fastBankAccount'],
        [t0, 'priorityMeetings'],
        [t2, 'priorityMeetings'],
        [t2, 'personalisedAiChatbot'],
        [lapse, 'fastBankAccount'],
      ].map(([at, benefit]) => hasBenefit(app.db, memberId, benefit as string, at as Date)),
    );
    expect(benefits).toEqual([true, false, true, false, false]);

    // Silver was ended by the upgrade (its unused part went into the credit); each purchase made one period.
    const periods = await periodsOf(memberId);
    expect(periods.map((p) => [p.tier, p.paidMinor, p.endedReason]).sort()).toEqual([
      ['GOLD', 48000, null],
      ['SILVER', 8000, 'UPGRADED'],
      ['SILVER', 81600, null],
    ]);
    const history = await membershipHistory(app.db, memberId, t2);
    expect(history.map((h) => [h.source, h.tier, h.kind, h.status, h.amountMinor])).toEqual([
      ['PURCHASE', 'SILVER', 'DOWNGRADE', 'PAID', 81600],
      ['PURCHASE', 'GOLD', 'UPGRADE', 'PAID', 44000],
      ['PURCHASE', 'SILVER', 'NEW', 'PAID', 8000],
    ]);
    expect(history[0]).toMatchObject({ startsAt: goldEnd.toISOString(), endsAt: lapse.toISOString() });
  });
});

describe('buying a plan and paying it', () => {
  it('creates the purchase, pays it once into one period, shows it as current and in the history with cards and grants', async () => {
    const member = await signedInMember(app);
    const other = await signedInMember(app);
    const post = (body: object) => signedInject(app, { method: 'POST', url: '/api/v1/membership/purchase', json: body, headers: { cookie: member.cookie } });
    const get = (url: string, query?: Record<string, string>) => signedInject(app, { url, query, headers: { cookie: member.cookie } });

    expect((await signedInject(app, { url: '/api/v1/membership/current' })).statusCode).toBe(401);
    expect(envelopeOf<MembershipCurrentView>(await get('/api/v1/membership/current')).data).toMatchObject({ tier: null, current: null, benefits: [] });
    const quote = envelopeOf<MembershipQuoteView>(await get('/api/v1/membership/quote', { tier: 'GOLD', cycle: 'ANNUAL' })).data;
    expect(quote).toMatchObject({ kind: 'NEW', priceMinor: 489600, creditMinor: 0, amountMinor: 489600 });

    const silver = envelopeOf<MembershipPurchaseView>(await post({ tier: 'SILVER', cycle: 'MONTHLY' })).data;
    const goldRes = await post({ tier: 'GOLD', cycle: 'ANNUAL' });
    expect(goldRes.statusCode).toBe(200);
    const gold = envelopeOf<MembershipPurchaseView>(goldRes).data;
    expect(gold).toMatchObject({ status: 'AWAITING_PAYMENT', kind: 'NEW', amountMinor: 489600, validUntilDay: quote.validUntilDay, paidAt: null });
    expect(gold.purchaseNo).toMatch(new RegExp(`^MS${hkDayOf(new Date()).replaceAll('-', '')}\\d{6}$`));
    expect((await post({ tier: 'GOLD', cycle: 'WEEKLY' })).statusCode).toBe(400);

    // The newer purchase cancelled the older; another member's answers 404.
    expect((await payablePurchaseOf(app.db, member.memberId, silver.id)).status).toBe('CANCELLED');
    await expect(payablePurchaseOf(app.db, other.memberId, gold.id)).rejects.toMatchObject({ code: Codes.NOT_FOUND.code });

    const now = new Date();
    expect(await pay(silver.id, silver.amountMinor, now)).toBe('NOT_PAYABLE');
    expect(await pay(gold.id, 1, now)).toBe('NOT_PAYABLE');
    expect(await pay(gold.id, gold.amountMinor, now)).toBe('PAID');
    expect(await pay(gold.id, gold.amountMinor, now)).toBe('NOT_PAYABLE');
    const periods = await periodsOf(member.memberId);
    expect(periods.map((p) => [p.tier, p.source, p.sourceId, p.cycle, p.paidMinor])).toEqual([['GOLD', 'PURCHASE', gold.id, 'ANNUAL', 489600]]);
    const paid = await payablePurchaseOf(app.db, member.memberId, gold.id);
    expect(toPaidMembershipView(paid)).toEqual({
      purchaseId: gold.id,
      purchaseNo: gold.purchaseNo,
      tier: 'GOLD',
      cycle: 'ANNUAL',
      status: 'PAID',
      validUntilDay: gold.validUntilDay,
    });

    const current = envelopeOf<MembershipCurrentView>(await get('/api/v1/membership/current')).data;
    expect(current).toMatchObject({
      tier: 'GOLD',
      current: { source: 'PURCHASE', cycle: 'ANNUAL' },
      validUntilDay: gold.validUntilDay,
      next: null,
      vipDiscountPercent: 5,
    });
    expect(current.benefits).toContain('priorityMeetings');
    expect(current.benefits).not.toContain('personalisedAiChatbot');

    // A year of Gold is worth more than a month of Platinum: 3205; a Platinum year credits it.
    const refused = await get('/api/v1/membership/quote', { tier: 'PLATINUM', cycle: 'MONTHLY' });
    expect([refused.statusCode, envelopeOf(refused).meta.code]).toEqual([400, 3205]);
    const up = envelopeOf<MembershipQuoteView>(await get('/api/v1/membership/quote', { tier: 'PLATINUM', cycle: 'ANNUAL' })).data;
    expect(up.kind).toBe('UPGRADE');
    expect(up.creditMinor).toBeGreaterThan(489_000);
    expect(up.amountMinor).toBe(3_876_000 - up.creditMinor);

    // A Silver card goes after Gold; a free Platinum grant starts now and pushes Gold after it (split in two rows).
    const [batch] = await app.db
      .insert(membershipCardBatches)
      .values({ batchNo: `B${Date.now()}`, tier: 'SILVER', durationMonths: 1, quantity: 1, redeemableUntil: new Date(Date.now() + 86_400_000) })
      .returning();
    const [card] = await app.db
      .insert(membershipCards)
      .values({ batchId: batch?.id ?? '', cardNo: `8852000000${String(Date.now()).slice(-6)}`, codeHash: `h${Date.now()}` })
      .returning();
    await app.db.transaction((tx) =>
      placePeriod(tx, member.memberId, { tier: 'SILVER', length: { months: 1 }, source: 'CARD', sourceId: card?.id, onHigher: 'PUSH' }, new Date()),
    );
    await app.db.transaction((tx) =>
      placePeriod(tx, member.memberId, { tier: 'PLATINUM', length: { months: 1 }, source: 'GRANT', reason: 'Launch gift', onHigher: 'PUSH' }, new Date()),
    );
    expect(await hasBenefit(app.db, member.memberId, 'personalisedAiChatbot', new Date())).toBe(true);
    const after = envelopeOf<MembershipCurrentView>(await get('/api/v1/membership/current')).data;
    expect(after).toMatchObject({ tier: 'PLATINUM', vipDiscountPercent: 10, next: { tier: 'GOLD' } });

    const history = envelopeOf<{ list: MembershipHistoryEntry[] }>(await get('/api/v1/membership/history')).data.list;
    const goldParts = (await periodsOf(member.memberId)).filter((p) => p.tier === 'GOLD').sort((a, b) => +a.startsAt - +b.startsAt);
    expect(history.map((h) => [h.source, h.tier, h.reference, h.status])).toEqual([
      ['GRANT', 'PLATINUM', null, 'ACTIVE'],
      ['CARD', 'SILVER', `**** **** **** ${card?.cardNo.slice(-4)}`, 'ACTIVE'],
      ['PURCHASE', 'GOLD', gold.purchaseNo, 'PAID'],
      ['PURCHASE', 'SILVER', silver.purchaseNo, 'CANCELLED'],
    ]);
    expect(history[2]).toMatchObject({ startsAt: goldParts[0]?.startsAt.toISOString(), endsAt: goldParts[1]?.endsAt.toISOString() });
    expect(history[3]).toMatchObject({ startsAt: null, endsAt: null, amountMinor: 8000 });
    expect((await payablePurchaseOf(app.db, member.memberId, gold.id)).validUntilDay).toBe(lastDayOf(goldParts[1]?.endsAt ?? new Date(0)));
  });
});

describe('the renewal reminder', () => {
  it('mails once in the member’s language before the timeline ends, and not for an end a renewal moved', async () => {
    const email = `renew-${Date.now()}@example.com`;
    const member = await createMember(app.db, { email, locale: 'zh_TW' });
    const memberId = member?.id ?? '';
    const handlers = allJobHandlers(app.storage, { mailer: app.mailer, publicUrl: app.config.publicUrl, meetingUrlTemplate: app.config.meetingUrlTemplate });
    const mails = () => listOutbox(app.db, { to: email, limit: 10 });

    // A month of Silver from 1 May 2030 10:00 HKT ends 2 Jun 00:00 HKT; renewed the next day, it ends 2 Jul 00:00 HKT.
    await buy(memberId, 'SILVER', 'MONTHLY', new Date('2030-05-01T02:00:00Z'));
    await buy(memberId, 'SILVER', 'MONTHLY', new Date('2030-05-02T02:00:00Z'));
    await runDueJobs(app.db, handlers, new Date('2030-05-25T17:00:00Z'));
    expect(await mails()).toHaveLength(0);
    await runDueJobs(app.db, handlers, new Date('2030-06-24T15:00:00Z'));
    expect(await mails()).toHaveLength(0);

    const at = new Date('2030-06-24T17:00:00Z');
    await runDueJobs(app.db, handlers, at);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('您的銀卡會員將於 2030-07-01 到期');
    expect(sent[0]?.text).toContain(`${app.config.publicUrl}/member?renew=SILVER`);
    // The same job run again (at least once) mails nothing more.
    const again = await app.db.transaction((tx) =>
      sendRenewalReminder({ mailer: app.mailer, publicUrl: app.config.publicUrl })(tx, { memberId, endsAt: '2030-07-01T16:00:00.000Z' }, at),
    );
    expect(again).toBeUndefined();
    expect(await mails()).toHaveLength(1);
    expect((await periodsOf(memberId)).map((p) => p.reminderSentAt?.toISOString() ?? null).sort()).toEqual([at.toISOString(), null]);
  });
});
