import { Codes } from '@sme/shared/codes';
import { type ConsolePromoCreateInput, type ConsolePromoUpdateInput, PROMO_TERMS_LOCKED_AFTER_USE, changedTerms } from '@sme/shared/schemas/console-promotions';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/validation';
import { recordAudit } from '../audit';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { findConsolePromo, promoUseCount } from './promo-codes.service';
import { isUniqueViolation } from '../../db/errors';
import { checkListedProducts, dateOrNull, merchantForCreate } from './promotion-scope';
import { promoCodes } from '../../modules/promotions/promotions.tables';

/**
 * Back-office promo code changes: create, update, disable, enable, each audited in its transaction.
 * Checkout locks a code's row while it records a use (findPromo forUpdate), and an update locks it too, so the
 * "used already" rules below see every use that committed before.
 */

type Form = Omit<ConsolePromoUpdateInput, 'id'>;

/** Every field the form edits, for the audit entry's list of what changed. */
const FORM_KEYS = [
  'code',
  'titleEn',
  'titleZh',
  'currency',
  'method',
  'valueMinor',
  'percentage',
  'per',
  'isForAll',
  'pidList',
  'validFrom',
  'validUntil',
  'usageLimit',
  'perMemberLimit',
  'minSpendMinor',
] as const;

const codeTaken = () => new AppError(Codes.CONFLICT, { messageKey: 'console.promo.codeTaken' });

/** The code must not belong to another promo code (the unique index says the same under a race). */
async function assertCodeFree(db: Database, code: string, exceptId?: string): Promise<void> {
  const [same] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
  if (same && same.id !== exceptId) throw codeTaken();
}

/** The table's columns of a form. */
function columns(form: Form) {
  return { ...form, validFrom: dateOrNull(form.validFrom), validUntil: dateOrNull(form.validUntil) };
}

/** The saved row in the form's shape (instants as ISO strings), to compare with a submitted form. */
function savedForm(row: typeof promoCodes.$inferSelect): Record<(typeof FORM_KEYS)[number], unknown> {
  return { ...row, validFrom: row.validFrom?.toISOString() ?? null, validUntil: row.validUntil?.toISOString() ?? null };
}

/** Run a write, turning a unique violation on the code into 409. */
async function guardCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

/** console.promo.create: for the staff member's own merchant, or (admins) the merchant named or the whole platform. Answers the id. */
export async function createConsolePromo(db: Database, actor: ConsoleActor, input: ConsolePromoCreateInput): Promise<string> {
  const { merchantId: asked, ...form } = input;
  const merchantId = await merchantForCreate(db, actor, asked);
  await checkListedProducts(db, merchantId, form.pidList);
  await assertCodeFree(db, form.code);
  return guardCode(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({ ...columns(form), merchantId })
        .returning({ id: promoCodes.id });
      if (!row) throw new Error('promo code not inserted');
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.promo.create',
        targetType: 'PROMO_CODE',
        targetId: row.id,
        merchantId,
        detail: { code: form.code },
      });
      return row.id;
    }),
  );
}

/**
 * console.promo.update: every field again; the merchant stays. Once the code has been used, its terms
 * (PROMO_TERMS_LOCKED_AFTER_USE) cannot change (409 naming them) and its usage limit cannot go below the uses (400).
 */
export async function updateConsolePromo(db: Database, actor: ConsoleActor, input: ConsolePromoUpdateInput): Promise<void> {
  const { id, ...form } = input;
  const current = await findConsolePromo(db, actor, id);
  await checkListedProducts(db, current.merchantId, form.pidList);
  await assertCodeFree(db, form.code, id);
  await guardCode(() =>
    db.transaction(async (tx) => {
      const locked = await findConsolePromo(tx, actor, id, true);
      const saved = savedForm(locked);
      const uses = await promoUseCount(tx, id);
      if (uses > 0) {
        const fields = changedTerms(PROMO_TERMS_LOCKED_AFTER_USE, saved, form);
        if (fields.length > 0) throw new AppError(Codes.CONFLICT, { messageKey: 'console.promo.termsLocked', data: { fields } });
      }
      if (form.usageLimit !== null && form.usageLimit < uses) throw fieldError('usageLimit', 'validation.belowUsed', form.usageLimit);
      await tx
        .update(promoCodes)
        .set({ ...columns(form), updatedAt: new Date() })
        .where(eq(promoCodes.id, id));
      // Instants compared as the same ISO form, so an unchanged date sent with another offset is not a change.
      const submitted = {
        ...form,
        validFrom: dateOrNull(form.validFrom)?.toISOString() ?? null,
        validUntil: dateOrNull(form.validUntil)?.toISOString() ?? null,
      };
      const changed = changedTerms(FORM_KEYS, saved, submitted);
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.promo.update',
        targetType: 'PROMO_CODE',
        targetId: id,
        merchantId: locked.merchantId,
        detail: { code: form.code, changed },
      });
    }),
  );
}

/**
 * console.promo.disable (DISABLED: checkout answers 404 as for an unknown code; orders placed keep their discount)
 * and console.promo.enable (ACTIVE again). Setting the status a code has is a no-op.
 */
export async function setConsolePromoStatus(db: Database, actor: ConsoleActor, id: string, status: 'ACTIVE' | 'DISABLED'): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findConsolePromo(tx, actor, id, true);
    if (row.status === status) return;
    await tx.update(promoCodes).set({ status, updatedAt: new Date() }).where(eq(promoCodes.id, id));
    const action = status === 'ACTIVE' ? 'console.promo.enable' : 'console.promo.disable';
    await recordAudit(tx, {
      ...auditActor(actor),
      action,
      targetType: 'PROMO_CODE',
      targetId: id,
      merchantId: row.merchantId,
      detail: { code: row.code, from: row.status, to: status },
    });
  });
}
