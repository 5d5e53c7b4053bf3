import { Codes } from '@sme/shared/codes';
import type { Page } from '@sme/shared/schemas/catalogue';
import type { CardBatchView, CardPanView, CardStatusView } from '@sme/shared/schemas/membership';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { signedInStaff } from '../../test/console-staff';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { codeHashOf, normaliseCode } from '../../modules/membership/cards/card-codes';
import { BATCHES, REDEEM, type Send, dataOf, hkDayFromToday, issueBatch } from '../../modules/membership/cards/cards.test-kit';
import { membershipCardBatches, membershipCards } from '../../modules/membership/membership.tables';
import { listAudit } from '../audit/audit.service';

/** Back-office card batches: admins only; issue (codes shown once, stored hashed), list with redeemed counts, a batch's cards. */

let app: FastifyInstance;
let admin: Send;
let adminEmail: string;
let refused: Array<[string, Send, number]>;

beforeAll(async () => {
  app = await createTestApp();
  const ip = (n: number) => `10.83.0.${n}`;
  const merchantId = await insertMerchant(app.db);
  const [boss, merchant, reviewer, early, member] = await Promise.all([
    signedInStaff(app, { roles: ['ADMIN'] }),
    signedInStaff(app, { roles: ['MERCHANT_STAFF'], merchantId }),
    signedInStaff(app, { roles: ['REVIEWER'] }),
    signedInStaff(app, { roles: ['ADMIN'], totp: false }),
    signedInMember(app),
  ]);
  admin = clientOf(app, ip(1), boss.cookie);
  adminEmail = boss.email;
  refused = [
    ['merchant staff', clientOf(app, ip(2), merchant.cookie), 403],
    ['reviewer', clientOf(app, ip(3), reviewer.cookie), 403],
    ['admin before TOTP', clientOf(app, ip(4), early.cookie), 403],
    ['member', clientOf(app, ip(5), member.cookie), 403],
    ['visitor', clientOf(app, ip(6)), 401],
  ];
});

afterAll(async () => {
  await app?.close();
});

const batches = async (query: Record<string, number> = {}) => dataOf<Page<CardBatchView>>(await admin({ url: BATCHES, query }));
const cardsOf = async (batchId: string) => dataOf<{ list: CardStatusView[] }>(await admin({ url: `${BATCHES}/${batchId}/cards` })).list;
const fieldsOf = (res: LightMyRequestResponse) => (envelopeOf<{ fields?: Array<{ field: string }> }>(res).data?.fields ?? []).map((f) => f.field);

describe('console card batches', () => {
  it('refuses a merchant’s staff, a reviewer, an admin before TOTP and a member (403) and a visitor (401), issuing nothing', async () => {
    const kept = await issueBatch(admin, { quantity: 1 });
    for (const [who, send, status] of refused) {
      for (const req of [
        { url: BATCHES, json: { tier: 'GOLD', durationMonths: 1, quantity: 1, validUntil: hkDayFromToday(1) } },
        { method: 'GET', url: BATCHES },
        { method: 'GET', url: `${BATCHES}/${kept.batch.id}/cards` },
      ] satisfies SignedRequest[]) {
        const res = await send(req);
        const code = status === 401 ? Codes.UNAUTHORIZED.code : Codes.FORBIDDEN_ROLE.code;
        expect([who, req.url, res.statusCode, envelopeOf(res).meta.code]).toEqual([who, req.url, status, code]);
      }
    }
    expect((await app.db.select({ id: membershipCardBatches.id }).from(membershipCardBatches)).map((b) => b.id)).toEqual([kept.batch.id]);
  });

  it('issues a batch: every card’s number and code answered once, only the codes’ hashes stored, audited without them', async () => {
    const validUntil = hkDayFromToday(20);
    const { batch, cards } = await issueBatch(admin, { tier: 'PLATINUM', durationMonths: 12, quantity: 260, validUntil, note: '  Trade fair  ' });
    expect(batch).toMatchObject({
      tier: 'PLATINUM',
      durationMonths: 12,
      quantity: 260,
      redeemedCount: 0,
      validUntil,
      isExpired: false,
      note: 'Trade fair',
      createdBy: adminEmail,
    });
    expect(batch.batchNo).toMatch(new RegExp(`^CB${hkDayFromToday(0).replaceAll('-', '')}[0-9A-HJKMNP-TV-Z]{4}$`));
    expect(cards).toHaveLength(260);
    for (const c of cards) {
      expect(c.cardNo).toMatch(/^8852 \d{4} \d{4} \d{4}$/);
      expect(c.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    }
    expect(new Set(cards.map((c) => c.cardNo)).size).toBe(260);
    expect(new Set(cards.map((c) => c.code)).size).toBe(260);

    const [stored] = await app.db.select().from(membershipCardBatches).where(eq(membershipCardBatches.id, batch.id));
    expect(stored?.redeemableUntil.toISOString()).toBe(new Date(`${validUntil}T16:00:00Z`).toISOString());
    const rows = await app.db.select().from(membershipCards).where(eq(membershipCards.batchId, batch.id));
    const byNo = new Map(rows.map((r) => [r.cardNo, r]));
    for (const c of cards) expect(byNo.get(c.cardNo.replaceAll(' ', ''))?.codeHash).toBe(codeHashOf(c.code));
    // No form of any code appears anywhere in the rows (whole rows as text).
    const result = await app.db.execute<{ row: string }>(sql`select t::text as row from membership_cards t where batch_id = ${batch.id}`);
    const dump = (result as unknown as { rows: Array<{ row: string }> }).rows.map((r) => r.row).join('\n');
    expect(dump.split('\n')).toHaveLength(260);
    expect(cards.some((c) => dump.includes(c.code) || dump.includes(normaliseCode(c.code)))).toBe(false);

    const [entry, ...more] = (await listAudit(app.db, { targetId: batch.id, page: 1, size: 5 })).list;
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'console.card.issueBatch',
      targetType: 'membershipCardBatch',
      detail: { batchNo: batch.batchNo, tier: 'PLATINUM', durationMonths: 12, quantity: 260, validUntil, note: 'Trade fair' },
    });
    expect(cards.some((c) => JSON.stringify(entry).includes(normaliseCode(c.code).slice(0, 8)))).toBe(false);

    // The codes never come back: a batch's card list has numbers only.
    const listed = await cardsOf(batch.id);
    expect(listed).toHaveLength(260);
    expect(JSON.stringify(listed).includes(cards[0]?.code ?? '-')).toBe(false);
  });

  it('refuses bad input with the field (400) and an unknown batch (404), issuing nothing', async () => {
    const before = (await batches()).total;
    const good = { tier: 'GOLD', durationMonths: 1, quantity: 1, validUntil: hkDayFromToday(1) };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, validUntil: hkDayFromToday(-1) }, 'validUntil'],
      [{ ...good, validUntil: '2025-02-30' }, 'validUntil'],
      [{ ...good, quantity: 1001 }, 'quantity'],
      [{ ...good, quantity: 0 }, 'quantity'],
      [{ ...good, durationMonths: 37 }, 'durationMonths'],
      [{ ...good, tier: 'BRONZE' }, 'tier'],
      [{ ...good, note: 'x'.repeat(201) }, 'note'],
    ];
    for (const [json, field] of cases) {
      const res = await admin({ url: BATCHES, json });
      expect([field, res.statusCode, fieldsOf(res)]).toEqual([field, 400, [field]]);
    }
    const past = await admin({ url: BATCHES, json: { ...good, validUntil: hkDayFromToday(-1) }, headers: { 'accept-language': 'zh-TW' } });
    expect(envelopeOf(past).meta.message).toContain('不能早於今天（香港時間）');
    expect((await admin({ url: `${BATCHES}/00000000-0000-4000-8000-000000000000/cards` })).statusCode).toBe(404);
    expect(fieldsOf(await admin({ url: `${BATCHES}/nope/cards` }))).toEqual(['id']);
    expect((await batches()).total).toBe(before);
  });

  it('lists batches newest first, paged, with how many were redeemed; a batch’s cards say when and by whom (masked)', async () => {
    const older = await issueBatch(admin, { tier: 'SILVER', quantity: 3 });
    const newer = await issueBatch(admin, { tier: 'GOLD', quantity: 2, validUntil: hkDayFromToday(0) });
    const members = await Promise.all([signedInMember(app), signedInMember(app)]);
    const redeemed: CardPanView[] = [];
    for (const [i, m] of members.entries()) {
      const code = older.cards[i]?.code ?? '';
      redeemed.push(dataOf<CardPanView>(await clientOf(app, `10.83.1.${i + 1}`, m.cookie)({ url: REDEEM, json: { code } })));
    }

    const page = await batches({ page: 1, size: 2 });
    expect(page.size).toBe(2);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list.map((b) => [b.id, b.redeemedCount, b.quantity, b.tier])).toEqual([
      [newer.batch.id, 0, 2, 'GOLD'],
      [older.batch.id, 2, 3, 'SILVER'],
    ]);
    expect(page.list[0]).toMatchObject({ validUntil: hkDayFromToday(0), isExpired: false, createdBy: adminEmail });
    expect((await batches({ page: 2, size: 2 })).list.map((b) => b.id)).not.toContain(older.batch.id);

    const cards = await cardsOf(older.batch.id);
    expect(cards.map((c) => c.cardNo)).toEqual(older.cards.map((c) => c.cardNo).sort());
    const byNo = new Map(cards.map((c) => [c.cardNo, c]));
    expect(older.cards.map((c) => byNo.get(c.cardNo)).map((c) => [c?.redeemedAt, c?.redeemedBy])).toEqual([
      [redeemed[0]?.redeemedAt, 'm***@example.com'],
      [redeemed[1]?.redeemedAt, 'm***@example.com'],
      [null, null],
    ]);
  });
});
