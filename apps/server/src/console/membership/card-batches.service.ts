import { randomInt } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import { hkDayOf, hkDayRange } from '@sme/shared/hk-day';
import { maskEmail, maskPhone } from '@sme/shared/masking';
import { displayName } from '@sme/shared/member-display';
import { lastDayOf } from '@sme/shared/membership-billing';
import type { Page } from '@sme/shared/schemas/catalogue';
import type { CardBatchInput, CardBatchView, CardStatusView, IssuedBatchView, IssuedCard } from '@sme/shared/schemas/membership';
import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database, DatabaseTx, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { membersByIds } from '../../modules/members';
import { codeHashOf, formatCardNo, newCardNo, newRedemptionCode } from '../../modules/membership/cards/card-codes';
import { membershipCardBatches, membershipCards } from '../../modules/membership/membership.tables';
import { recordAudit } from '../audit';

/**
 * Back-office membership cards (admins): issue a batch (every card's number and redemption code answered once, in
 * clear; the table keeps only the code's hash), list batches with how many were redeemed, and list a batch's cards
 * with who redeemed each and when.
 */

type BatchRow = typeof membershipCardBatches.$inferSelect;

/** Cards inserted per statement when a batch is issued. */
const INSERT_CHUNK = 250;
/** Rounds of redrawing the numbers or codes that clashed with existing ones before giving up (a clash is already rare). */
const MAX_DRAWS = 5;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** CB + the Hong Kong day + four random characters, e.g. CB20250301K7QF. */
function newBatchNo(now: Date): string {
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += CROCKFORD[randomInt(CROCKFORD.length)];
  return `CB${hkDayOf(now).replaceAll('-', '')}${suffix}`;
}

/** A member who redeemed a card as staff see them: their name, else their email or mobile masked. */
function memberLabel(m: Parameters<typeof displayName>[0]): string {
  const name = displayName({ ...m, email: null, mobile: null });
  if (name) return name;
  if (m.email) return maskEmail(m.email);
  return m.mobile ? maskPhone(m.mobile) : '';
}

/** The display names of the staff who issued batches (staff are named in full in the back office, as in the audit). */
async function staffNames(db: Db, ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const rows = await membersByIds(
    db,
    ids.filter((id): id is string => id !== null),
  );
  return new Map(rows.map((m) => [m.id, displayName(m)]));
}

function viewOf(row: BatchRow, redeemedCount: number, createdBy: string | null, now: Date): CardBatchView {
  return {
    id: row.id,
    batchNo: row.batchNo,
    tier: row.tier,
    durationMonths: row.durationMonths,
    quantity: row.quantity,
    redeemedCount,
    validUntil: lastDayOf(row.redeemableUntil),
    isExpired: row.redeemableUntil <= now,
    note: row.note,
    createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Inserts `quantity` new cards of the batch, redrawing any number or code that clashed; answers them in clear. */
async function insertCards(tx: DatabaseTx, batchId: string, quantity: number): Promise<IssuedCard[]> {
  const issued: IssuedCard[] = [];
  let missing = quantity;
  for (let draw = 0; missing > 0; draw++) {
    if (draw === MAX_DRAWS) throw new Error(`could not draw ${missing} unique card numbers`);
    const drawn = Array.from({ length: missing }, () => ({ cardNo: newCardNo(), code: newRedemptionCode() }));
    for (let i = 0; i < drawn.length; i += INSERT_CHUNK) {
      const chunk = drawn.slice(i, i + INSERT_CHUNK);
      const inserted = await tx
        .insert(membershipCards)
        .values(chunk.map((c) => ({ batchId, cardNo: c.cardNo, codeHash: codeHashOf(c.code) })))
        .onConflictDoNothing()
        .returning({ cardNo: membershipCards.cardNo });
      const kept = new Set(inserted.map((r) => r.cardNo));
      for (const c of chunk) if (kept.has(c.cardNo)) issued.push({ cardNo: formatCardNo(c.cardNo), code: c.code });
    }
    missing = quantity - issued.length;
  }
  return issued;
}

/**
 * console.card.issueBatch: a batch of `quantity` cards of one tier and duration, redeemable until the end of the Hong
 * Kong day `validUntil`. The answer is the only place the codes ever appear; the audit keeps the batch, not the codes.
 */
export async function issueCardBatch(db: Database, actor: ConsoleActor, input: CardBatchInput, now: Date): Promise<IssuedBatchView> {
  const redeemableUntil = hkDayRange(undefined, input.validUntil).to;
  if (!redeemableUntil) throw new Error('validUntil missing');
  return db.transaction(async (tx) => {
    let batch: BatchRow | undefined;
    for (let draw = 0; !batch; draw++) {
      if (draw === MAX_DRAWS) throw new Error('could not draw a unique batch number');
      [batch] = await tx
        .insert(membershipCardBatches)
        .values({
          batchNo: newBatchNo(now),
          tier: input.tier,
          durationMonths: input.durationMonths,
          quantity: input.quantity,
          redeemableUntil,
          note: input.note || null,
          createdBy: actor.memberId,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
    }
    const cards = await insertCards(tx, batch.id, input.quantity);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.card.issueBatch',
      targetType: 'membershipCardBatch',
      targetId: batch.id,
      merchantId: null,
      detail: {
        batchNo: batch.batchNo,
        tier: batch.tier,
        durationMonths: batch.durationMonths,
        quantity: batch.quantity,
        validUntil: input.validUntil,
        note: batch.note,
      },
      at: now,
    });
    const createdBy = (await staffNames(tx, [actor.memberId])).get(actor.memberId) ?? null;
    return { batch: viewOf(batch, 0, createdBy, now), cards };
  });
}

/** console.card.batches: batches newest first, each with how many of its cards were redeemed. */
export async function listCardBatches(db: Database, query: { page: number; size: number }, now: Date): Promise<Page<CardBatchView>> {
  const [counted] = await db.select({ n: count() }).from(membershipCardBatches);
  const rows = await db
    .select()
    .from(membershipCardBatches)
    .orderBy(desc(membershipCardBatches.createdAt), desc(membershipCardBatches.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const ids = rows.map((r) => r.id);
  const redeemed =
    ids.length === 0
      ? []
      : await db
          .select({ batchId: membershipCards.batchId, n: count() })
          .from(membershipCards)
          .where(and(inArray(membershipCards.batchId, ids), isNotNull(membershipCards.redeemedAt)))
          .groupBy(membershipCards.batchId);
  const redeemedOf = new Map(redeemed.map((r) => [r.batchId, r.n]));
  const names = await staffNames(
    db,
    rows.map((r) => r.createdBy),
  );
  return {
    list: rows.map((r) => viewOf(r, redeemedOf.get(r.id) ?? 0, r.createdBy ? (names.get(r.createdBy) ?? null) : null, now)),
    total: counted?.n ?? 0,
    page: query.page,
    size: query.size,
  };
}

/** console.card.batchCards: every card of a batch (at most CARD_BATCH_MAX) by number, with who redeemed it and when; an unknown batch 404. */
export async function listBatchCards(db: Database, batchId: string): Promise<CardStatusView[]> {
  const [batch] = await db.select({ id: membershipCardBatches.id }).from(membershipCardBatches).where(eq(membershipCardBatches.id, batchId));
  if (!batch) throw new AppError(Codes.NOT_FOUND);
  const rows = await db.select().from(membershipCards).where(eq(membershipCards.batchId, batchId)).orderBy(asc(membershipCards.cardNo));
  const members = new Map(
    (
      await membersByIds(
        db,
        rows.flatMap((r) => (r.redeemedBy ? [r.redeemedBy] : [])),
      )
    ).map((m) => [m.id, memberLabel(m)]),
  );
  return rows.map((r) => ({
    id: r.id,
    cardNo: formatCardNo(r.cardNo),
    redeemedAt: r.redeemedAt?.toISOString() ?? null,
    redeemedBy: r.redeemedBy ? (members.get(r.redeemedBy) ?? null) : null,
  }));
}
