import { Codes } from '@sme/shared/codes';
import type { ConsoleProductCreateInput, ConsoleProductUpdateInput } from '@sme/shared/schemas/console-products';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { announceChange } from '../../../db/cache-invalidation';
import { AppError } from '../../../http/app-error';
import { fieldError } from '../../../http/validation';
import { recordAudit } from '../../audit';
import { type ConsoleActor, auditActor } from '../../../http/console-guard';
import { merchants, productTags, products, tags } from '../../../modules/catalogue/catalogue.tables';
import { categoryExists } from '../../../modules/catalogue/taxonomy/categories.service';
import { findConsoleProduct } from './products.service';
import { createProduct, productValues } from '../../../modules/catalogue/products/product-write.service';
import { refreshSearchText } from '../../../modules/catalogue/search/search-text';
import { refreshKnowledge } from '../../../modules/assistant';
import { isUniqueViolation } from '../../../db/errors';

/**
 * Back-office product changes: create, update, publish, unpublish, stock. Each writes its audit entry in
 * the transaction of the change, then refreshes the product's search text, then announces the change: every server's
 * public catalogue answers are cleared (db/cache-invalidation.ts) once all of it is committed.
 */

type Form = Omit<ConsoleProductUpdateInput, 'id'>;

const codeTaken = () => new AppError(Codes.CONFLICT, { messageKey: 'console.product.codeTaken' });

/** Rules that need the database: the category and tags exist, the code is free (besides `exceptId`). */
async function checkReferences(db: Database, form: Form, exceptId?: string): Promise<void> {
  if (form.categoryId && !(await categoryExists(db, form.categoryId))) throw fieldError('categoryId', 'validation.invalid', form.categoryId);
  if (form.tagIds.length) {
    const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, form.tagIds));
    if (found.length !== new Set(form.tagIds).size) throw fieldError('tagIds', 'validation.invalid', form.tagIds);
  }
  const [sameCode] = await db.select({ id: products.id }).from(products).where(eq(products.code, form.code));
  if (sameCode && sameCode.id !== exceptId) throw codeTaken();
}

/** The product columns the form sets (sanitised by productValues). */
function formValues(merchantId: string, form: Form) {
  const { tagIds: _tagIds, ...fields } = form;
  return productValues({ ...fields, merchantId });
}

const auditDetail = (form: Pick<Form, 'code' | 'status'> & Partial<Form>) => ({
  code: form.code,
  status: form.status,
  stock: form.stock,
  retailPriceMinor: form.retailPriceMinor,
});

/** console.product.create: for the staff member's own merchant, or the merchant an admin names. Answers the id. */
export async function createConsoleProduct(db: Database, actor: ConsoleActor, input: ConsoleProductCreateInput): Promise<string> {
  const { merchantId: asked, ...form } = input;
  const merchantId = actor.isAdmin ? asked : actor.merchantId;
  if (!merchantId) throw fieldError('merchantId', 'validation.required');
  if (!actor.isAdmin && asked && asked !== actor.merchantId) throw fieldError('merchantId', 'validation.invalid', asked);
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId));
  if (!merchant) throw fieldError('merchantId', 'validation.invalid', merchantId);
  await checkReferences(db, form);
  try {
    const { id } = await createProduct(db, { ...form, merchantId }, (tx, id) =>
      recordAudit(tx, { ...auditActor(actor), action: 'console.product.create', targetType: 'PRODUCT', targetId: id, merchantId, detail: auditDetail(form) }),
    );
    await refreshKnowledge(db, { productIds: [id] });
    await announceChange(db, 'catalogue');
    return id;
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

/** console.product.update: the whole form for one of the actor's products; its merchant stays. */
export async function updateConsoleProduct(db: Database, actor: ConsoleActor, input: ConsoleProductUpdateInput): Promise<void> {
  const { id, ...form } = input;
  const current = await findConsoleProduct(db, actor, id);
  await checkReferences(db, form, id);
  try {
    await db.transaction(async (tx) => {
      const locked = await findConsoleProduct(tx, actor, id, true);
      // A draft or hidden product going public counts as newly published (the "newest" sort reads publishedAt).
      const publishedAt = form.status === 'ACTIVE' && locked.status !== 'ACTIVE' ? new Date() : locked.publishedAt;
      await tx
        .update(products)
        .set({ ...formValues(locked.merchantId, form), publishedAt, updatedAt: new Date() })
        .where(eq(products.id, id));
      await tx.delete(productTags).where(eq(productTags.productId, id));
      if (form.tagIds.length) await tx.insert(productTags).values([...new Set(form.tagIds)].map((tagId) => ({ productId: id, tagId })));
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.product.update',
        targetType: 'PRODUCT',
        targetId: id,
        merchantId: locked.merchantId,
        detail: auditDetail(form),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
  await refreshSearchText(db, { productIds: [current.id] });
  await refreshKnowledge(db, { productIds: [current.id] });
  await announceChange(db, 'catalogue');
}

/** console.product.publish (ACTIVE) and console.product.unpublish (HIDDEN); saving the status a product has is a no-op. */
export async function setConsoleProductStatus(db: Database, actor: ConsoleActor, id: string, status: 'ACTIVE' | 'HIDDEN'): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findConsoleProduct(tx, actor, id, true);
    if (row.status === status) return;
    const now = new Date();
    await tx
      .update(products)
      .set({ status, updatedAt: now, ...(status === 'ACTIVE' ? { publishedAt: now } : {}) })
      .where(eq(products.id, id));
    const action = status === 'ACTIVE' ? 'console.product.publish' : 'console.product.unpublish';
    await recordAudit(tx, {
      ...auditActor(actor),
      action,
      targetType: 'PRODUCT',
      targetId: id,
      merchantId: row.merchantId,
      detail: { code: row.code, from: row.status, to: status },
    });
  });
  await refreshKnowledge(db, { productIds: [id] });
  await announceChange(db, 'catalogue');
}

/** console.product.setStock: the counted stock replaces the old one (orders change it by conditional updates elsewhere). */
export async function setConsoleProductStock(db: Database, actor: ConsoleActor, id: string, stock: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findConsoleProduct(tx, actor, id, true);
    await tx.update(products).set({ stock, updatedAt: new Date() }).where(eq(products.id, id));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.product.setStock',
      targetType: 'PRODUCT',
      targetId: id,
      merchantId: row.merchantId,
      detail: { code: row.code, from: row.stock, to: stock },
    });
  });
  await announceChange(db, 'catalogue');
}
