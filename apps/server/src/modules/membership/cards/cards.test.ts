import { Codes } from '@sme/shared/codes';
import { lastDayOf, periodEndsAt } from '@sme/shared/membership-billing';
import type { CardPanView } from '@sme/shared/schemas/membership';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../../test/accounts';
import { signedInStaff } from '../../../test/console-staff';
import { envelopeOf } from '../../../test/signed-inject';
import { createTestApp } from '../../../test/test-app';
import { currentTier } from '../membership.service';
import { membershipCardAttempts, membershipCardBatches, membershipCards, membershipPeriods } from '../membership.tables';
import { PANS, REDEEM, type Send, dataOf, issueBatch, statusOf } from './cards.test-kit';
import { redeemCard } from './redeem-card';

/** Redeeming membership cards and listing them: once per code, wrong tries counted, expired batches, tiers placed. */

const DAY_MS = 86_400_000;

let app: FastifyInstance;
let admin: Send;
let n = 0;

beforeAll(async () => {
  app = await createTestApp();
  admin = clientOf(app, '10.82.0.1', (await signedInStaff(app)).cookie);
});

afterAll(async () => {
  await app?.close();
});

/** A new member and their client from their own address (or the one given). */
async function member(ip = `10.82.1.${++n}`): Promise<{ memberId: string; send: Send; at: (ip: string) => Send }> {
  const { cookie, memberId } = await signedInMember(app);
  return { memberId, send: clientOf(app, ip, cookie), at: (other) => clientOf(app, other, cookie) };
}

const redeem = (send: Send, code: string, language = 'en-US') => send({ url: REDEEM, json: { code }, headers: { 'accept-language': language } });
const pans = async (send: Send) => dataOf<{ list: CardPanView[] }>(await send({ url: PANS })).list;
const periodsOf = (memberId: string) =>
  app.db.select().from(membershipPeriods).where(eq(membershipPeriods.memberId, memberId)).orderBy(asc(membershipPeriods.startsAt));
const wrongTriesOf = async (memberId: string) =>
  (await app.db.select().from(membershipCardAttempts).where(eq(membershipCardAttempts.memberId, memberId))).length;

describe('card.redeem and card.pans', () => {
  it('redeems a code however it is typed into a period of the card’s tier and duration, once; card.pans lists it masked to its owner only', async () => {
    const { cards } = await issueBatch(admin, { tier: 'GOLD', durationMonths: 3 });
    const [card] = cards;
    if (!card) throw new Error('no card issued');
    const a = await member();
    // Lower case, spaces instead of dashes, O for 0 and L for 1 (the code's alphabet has neither letter).
    const typed = ` ${card.code.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'O').replaceAll('1', 'l')} `;
    const view = dataOf<CardPanView>(await redeem(a.send, typed));

    const redeemedAt = new Date(view.redeemedAt);
    const endsAt = periodEndsAt(redeemedAt, { months: 3 });
    expect(view).toMatchObject({
      cardNoMasked: `**** **** **** ${card.cardNo.slice(-4)}`,
      tier: 'GOLD',
      durationMonths: 3,
      periodStartsAt: view.redeemedAt,
      periodEndsAt: endsAt.toISOString(),
      validUntilDay: lastDayOf(endsAt),
    });
    expect(Date.now() - redeemedAt.getTime()).toBeLessThan(60_000);
    const periods = await periodsOf(a.memberId);
    expect(periods.map((p) => [p.tier, p.source, p.sourceId, p.paidMinor, p.startsAt.toISOString(), p.endsAt.toISOString()])).toEqual([
      ['GOLD', 'CARD', view.id, 0, view.redeemedAt, endsAt.toISOString()],
    ]);
    const [stored] = await app.db.select().from(membershipCards).where(eq(membershipCards.id, view.id));
    expect(stored).toMatchObject({ redeemedBy: a.memberId, periodId: periods[0]?.id });
    expect(await currentTier(app.db, a.memberId, new Date())).toBe('GOLD');
    expect(await pans(a.send)).toEqual([view]);

    // Once only: for the same member and for anyone else, in their language; not a wrong try.
    const b = await member();
    expect(statusOf(await redeem(a.send, card.code))).toEqual([409, Codes.MEMBERSHIP_CARD_USED.code]);
    const again = await redeem(b.send, card.code, 'zh-TW');
    expect([...statusOf(again), envelopeOf(again).meta.message]).toEqual([409, Codes.MEMBERSHIP_CARD_USED.code, '此會員卡已被兑換。']);
    expect(await periodsOf(a.memberId)).toHaveLength(1);
    expect(await periodsOf(b.memberId)).toEqual([]);
    expect([await wrongTriesOf(a.memberId), await wrongTriesOf(b.memberId)]).toEqual([0, 0]);

    // Another member sees none of it; a visitor is asked to sign in.
    expect(await pans(b.send)).toEqual([]);
    const visitor = clientOf(app, '10.82.0.9');
    expect((await visitor({ url: PANS })).statusCode).toBe(401);
    expect((await visitor({ url: REDEEM, json: { code: cards[1]?.code } })).statusCode).toBe(401);
    const empty = await redeem(b.send, '  ');
    expect([empty.statusCode, envelopeOf<{ fields: Array<{ field: string }> }>(empty).data.fields.map((f) => f.field)]).toEqual([400, ['code']]);
  });

  it('counts wrong codes: the 11th try in an hour is refused (429) for the member from anywhere and for anyone from the address', async () => {
    const { cards } = await issueBatch(admin, { quantity: 3 });
    const shared = '10.82.2.1';
    const a = await member(shared);
    for (let i = 0; i < 10; i++) {
      const res = await redeem(a.send, `WRNG-${String(i).padStart(4, '0')}-0000-0000`, i === 0 ? 'zh-CN' : 'en-US');
      expect(statusOf(res)).toEqual([400, Codes.MEMBERSHIP_CARD_INVALID.code]);
      if (i === 0) expect(envelopeOf(res).meta.message).toBe('兑换码无效，请检查后重试。');
    }
    expect(await wrongTriesOf(a.memberId)).toBe(10);

    // Now even a good code is refused, before anything is looked up or counted.
    const locked = await redeem(a.send, cards[0]?.code ?? '', 'zh-CN');
    expect([...statusOf(locked), envelopeOf(locked).meta.message]).toEqual([429, Codes.MEMBERSHIP_CARD_TRIES.code, '错误次数过多，请一小时后再试。']);
    expect(statusOf(await redeem(a.at('10.82.2.2'), cards[0]?.code ?? ''))).toEqual([429, Codes.MEMBERSHIP_CARD_TRIES.code]);
    const neighbour = await member(shared);
    expect(statusOf(await redeem(neighbour.send, cards[0]?.code ?? ''))).toEqual([429, Codes.MEMBERSHIP_CARD_TRIES.code]);
    expect(await wrongTriesOf(a.memberId)).toBe(10);
    expect(await periodsOf(neighbour.memberId)).toEqual([]);

    // The card is untouched: a member elsewhere redeems it. Tries older than an hour no longer count.
    const elsewhere = await member();
    expect(dataOf<CardPanView>(await redeem(elsewhere.send, cards[0]?.code ?? '')).tier).toBe('GOLD');
    await app.db
      .update(membershipCardAttempts)
      .set({ at: new Date(Date.now() - 61 * 60_000) })
      .where(eq(membershipCardAttempts.memberId, a.memberId));
    expect(dataOf<CardPanView>(await redeem(neighbour.send, cards[1]?.code ?? '')).tier).toBe('GOLD');
  });

  it('refuses a card of a batch past its last day (3203), not as a wrong try', async () => {
    const { batch, cards } = await issueBatch(admin, { tier: 'SILVER', quantity: 1 });
    await app.db
      .update(membershipCardBatches)
      .set({ redeemableUntil: new Date(Date.now() - 60_000) })
      .where(eq(membershipCardBatches.id, batch.id));
    const a = await member();
    const res = await redeem(a.send, cards[0]?.code ?? '', 'zh-TW');
    expect([...statusOf(res), envelopeOf(res).meta.message]).toEqual([400, Codes.MEMBERSHIP_CARD_EXPIRED.code, '此會員卡已過兑換期限，無法兑換。']);
    expect(await periodsOf(a.memberId)).toEqual([]);
    expect(await wrongTriesOf(a.memberId)).toBe(0);
    const [stored] = await app.db.select().from(membershipCards).where(eq(membershipCards.batchId, batch.id));
    expect([stored?.redeemedAt, stored?.redeemedBy]).toEqual([null, null]);
  });

  it('gives a Silver member a Gold card’s months now and the rest of their Silver afterwards; both cards listed newest first', async () => {
    const silver = await issueBatch(admin, { tier: 'SILVER', durationMonths: 1, quantity: 1 });
    const gold = await issueBatch(admin, { tier: 'GOLD', durationMonths: 2, quantity: 1 });
    const a = await member();
    // The Silver card was redeemed ten days ago.
    const tenDaysAgo = new Date(Date.now() - 10 * DAY_MS);
    const silverView = await redeemCard(app.db, a.memberId, '10.82.3.1', silver.cards[0]?.code ?? '', tenDaysAgo);
    const silverEnd = periodEndsAt(tenDaysAgo, { months: 1 });
    expect(silverView.periodEndsAt).toBe(silverEnd.toISOString());

    const goldView = dataOf<CardPanView>(await redeem(a.send, gold.cards[0]?.code ?? ''));
    const now = new Date(goldView.redeemedAt);
    const goldEnd = periodEndsAt(now, { months: 2 });
    const silverLaterEnd = new Date(goldEnd.getTime() + silverEnd.getTime() - now.getTime());
    const periods = await periodsOf(a.memberId);
    expect(periods.map((p) => [p.tier, p.sourceId, p.startsAt.toISOString(), p.endsAt.toISOString(), p.endedReason])).toEqual([
      ['SILVER', silverView.id, tenDaysAgo.toISOString(), now.toISOString(), 'INTERRUPTED'],
      ['GOLD', goldView.id, now.toISOString(), goldEnd.toISOString(), null],
      ['SILVER', silverView.id, goldEnd.toISOString(), silverLaterEnd.toISOString(), null],
    ]);
    expect(await currentTier(app.db, a.memberId, new Date(now.getTime() + 1))).toBe('GOLD');
    expect(await currentTier(app.db, a.memberId, new Date(goldEnd.getTime() + 1))).toBe('SILVER');

    // The Silver card now spans both of its pieces.
    expect(await pans(a.send)).toEqual([goldView, { ...silverView, periodEndsAt: silverLaterEnd.toISOString(), validUntilDay: lastDayOf(silverLaterEnd) }]);
  });
});
