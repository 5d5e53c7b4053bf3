import type { ConsoleMerchantCreateInput, ConsoleMerchantUpdateInput } from '@sme/shared/schemas/console-catalogue';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { announceChange } from '../../../db/cache-invalidation';
import { recordAudit } from '../../audit';
import { type ConsoleActor, auditActor } from '../../../http/console-guard';
import { merchants } from '../../../modules/catalogue/catalogue.tables';
import { withUniqueSlug } from '../catalogue-writes';
import { findConsoleMerchant } from './merchants.service';
import { refreshSearchText } from '../../../modules/catalogue/search/search-text';
import { refreshKnowledge } from '../../../modules/assistant';

/**
 * Back-office merchant changes (admins): create and update, each audited in its transaction, then the
 * search text of the merchant and its products (which carry its names) is recomputed, then the change is announced so
 * every server clears its public catalogue answers (db/cache-invalidation.ts).
 */

const SLUG_TAKEN = 'console.merchant.slugTaken';

const auditDetail = (form: ConsoleMerchantCreateInput) => ({
  slug: form.slug,
  status: form.status,
  isVerified: form.isVerified,
  isFeaturedBrand: form.isFeaturedBrand,
});

/** The merchant columns the form sets (empty optional texts stored as null). */
function formValues(form: ConsoleMerchantCreateInput) {
  return {
    ...form,
    latestActivitiesEn: form.latestActivitiesEn || null,
    latestActivitiesZh: form.latestActivitiesZh || null,
    logoUrl: form.logoUrl || null,
    bannerUrl: form.bannerUrl || null,
    city: form.city || null,
    website: form.website || null,
  };
}

/** console.merchant.create: answers the new merchant's id; a slug in use 409. */
export async function createConsoleMerchant(db: Database, actor: ConsoleActor, form: ConsoleMerchantCreateInput): Promise<string> {
  const id = await withUniqueSlug(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(merchants).values(formValues(form)).returning({ id: merchants.id });
      if (!row) throw new Error('merchant not inserted');
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.merchant.create',
        targetType: 'merchant',
        targetId: row.id,
        merchantId: row.id,
        detail: auditDetail(form),
      });
      return row.id;
    }),
  );
  await refreshSearchText(db, { merchantIds: [id] });
  await refreshKnowledge(db, { merchantIds: [id] });
  await announceChange(db, 'catalogue');
  return id;
}

/** console.merchant.update: replaces the merchant's fields; a slug in use by another merchant 409. */
export async function updateConsoleMerchant(db: Database, actor: ConsoleActor, input: ConsoleMerchantUpdateInput): Promise<void> {
  const { id, ...form } = input;
  await withUniqueSlug(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const before = await findConsoleMerchant(tx, id, true);
      await tx
        .update(merchants)
        .set({ ...formValues(form), updatedAt: new Date() })
        .where(eq(merchants.id, id));
      const detail = { ...auditDetail(form), from: { slug: before.slug, status: before.status, isVerified: before.isVerified } };
      await recordAudit(tx, { ...auditActor(actor), action: 'console.merchant.update', targetType: 'merchant', targetId: id, merchantId: id, detail });
    }),
  );
  await refreshSearchText(db, { merchantIds: [id] });
  await refreshKnowledge(db, { merchantIds: [id] });
  await announceChange(db, 'catalogue');
}
