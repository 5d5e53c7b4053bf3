import { Codes } from '@sme/shared/codes';
import {
  type ConsoleCouponOfferCreateInput,
  type ConsoleCouponOfferUpdateInput,
  OFFER_TERMS_LOCKED_AFTER_ISSUE,
  changedTerms,
} from '@sme/shared/schemas/console-promotions';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/validation';
import { recordAudit } from '../audit';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { findConsoleOffer } from './coupon-offers.service';
import { isUniqueViolation } from '../../db/errors';
import { checkListedProducts, dateOrNull, merchantForCreate } from './promotion-scope';
import { couponOffers } from '../../modules/promotions/promotions.tables';

/**
 * Back-office coupon offer changes: create, update, withdraw, each audited in its transaction. Handing out
 * a coupon raises the offer's issuedCount with a conditional update of its row, and an update locks that row first,
 * so "not below what was handed out" compares against every coupon issued before.
 */

type Form = Omit<ConsoleCouponOfferUpdateInput, 'id'>;

/** Every field the form edits, for the audit entry's list of what changed. */
const FORM_KEYS = [
  'titleEn',
  'titleZh',
  'currency',
  'method',
  'valueMinor',
  'percentage',
  'isForAll',
  'pidList',
  'isPublic',
  'claimCode',
  'totalQuantity',
  'perMemberLimit',
  'validFrom',
  'validUntil',
  'validDays',
] as const;

const claimCodeTaken = () => new AppError(Codes.CONFLICT, { messageKey: 'console.couponOffer.claimCodeTaken' });

/** The claim code must not assign another offer (the partial unique index says the same under a race). */
async function assertClaimCodeFree(db: Database, claimCode: string | null, exceptId?: string): Promise<void> {
  if (!claimCode) return;
  const [same] = await db.select({ id: couponOffers.id }).from(couponOffers).where(eq(couponOffers.claimCode, claimCode));
  if (same && same.id !== exceptId) throw claimCodeTaken();
}

function columns(form: Form) {
  return { ...form, validFrom: dateOrNull(form.validFrom), validUntil: dateOrNull(form.validUntil) };
}

/** Run a write, turning a unique violation on the claim code into 409. */
async function guardClaimCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw claimCodeTaken();
    throw err;
  }
}

/** console.couponOffer.create: for the staff member's own merchant, or (admins) the merchant named or the whole platform. Answers the id. */
export async function createConsoleOffer(db: Database, actor: ConsoleActor, input: ConsoleCouponOfferCreateInput): Promise<string> {
  const { merchantId: asked, ...form } = input;
  const merchantId = await merchantForCreate(db, actor, asked);
  await checkListedProducts(db, merchantId, form.pidList);
  await assertClaimCodeFree(db, form.claimCode);
  return guardClaimCode(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(couponOffers)
        .values({ ...columns(form), merchantId })
        .returning({ id: couponOffers.id });
      if (!row) throw new Error('coupon offer not inserted');
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.couponOffer.create',
        targetType: 'COUPON_OFFER',
        targetId: row.id,
        merchantId,
        detail: { titleEn: form.titleEn },
      });
      return row.id;
    }),
  );
}

/**
 * console.couponOffer.update: every field again; the merchant stays. A withdrawn offer cannot change (409). Once
 * coupons are handed out, their terms (OFFER_TERMS_LOCKED_AFTER_ISSUE) cannot change (409 naming them) and the total
 * quantity cannot go below the number handed out (400). New dates apply to coupons collected from now on: each held
 * coupon keeps the validity it was given.
 */
export async function updateConsoleOffer(db: Database, actor: ConsoleActor, input: ConsoleCouponOfferUpdateInput): Promise<void> {
  const { id, ...form } = input;
  const current = await findConsoleOffer(db, actor, id);
  await checkListedProducts(db, current.merchantId, form.pidList);
  await assertClaimCodeFree(db, form.claimCode, id);
  await guardClaimCode(() =>
    db.transaction(async (tx) => {
      const locked = await findConsoleOffer(tx, actor, id, true);
      if (locked.status !== 'ACTIVE') throw new AppError(Codes.CONFLICT, { messageKey: 'console.couponOffer.withdrawn' });
      const saved = { ...locked, validFrom: locked.validFrom?.toISOString() ?? null, validUntil: locked.validUntil?.toISOString() ?? null };
      if (locked.issuedCount > 0) {
        const fields = changedTerms(OFFER_TERMS_LOCKED_AFTER_ISSUE, saved, form);
        if (fields.length > 0) throw new AppError(Codes.CONFLICT, { messageKey: 'console.couponOffer.termsLocked', data: { fields } });
      }
      if (form.totalQuantity !== null && form.totalQuantity < locked.issuedCount)
        throw fieldError('totalQuantity', 'validation.belowIssued', form.totalQuantity);
      await tx
        .update(couponOffers)
        .set({ ...columns(form), updatedAt: new Date() })
        .where(eq(couponOffers.id, id));
      const submitted = {
        ...form,
        validFrom: dateOrNull(form.validFrom)?.toISOString() ?? null,
        validUntil: dateOrNull(form.validUntil)?.toISOString() ?? null,
      };
      const changed = changedTerms(FORM_KEYS, saved, submitted);
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.couponOffer.update',
        targetType: 'COUPON_OFFER',
        targetId: id,
        merchantId: locked.merchantId,
        detail: { titleEn: form.titleEn, changed },
      });
    }),
  );
}

/**
 * console.couponOffer.withdraw: no more coupons are handed out, and — as the one "usable now" predicate says (offer
 * not withdrawn) — the coupons members hold of it can no longer be used; orders already placed keep their discount.
 * Final: a withdrawn offer stays withdrawn. Withdrawing it again is a no-op.
 */
export async function withdrawConsoleOffer(db: Database, actor: ConsoleActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findConsoleOffer(tx, actor, id, true);
    if (row.status !== 'ACTIVE') return;
    await tx.update(couponOffers).set({ status: 'DISABLED', updatedAt: new Date() }).where(eq(couponOffers.id, id));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.couponOffer.withdraw',
      targetType: 'COUPON_OFFER',
      targetId: id,
      merchantId: row.merchantId,
      detail: { titleEn: row.titleEn, issuedCount: row.issuedCount },
    });
  });
}
