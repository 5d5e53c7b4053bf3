import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { ProductSheetColumn, ProductSheetImportView, ProductSheetRowError } from '@sme/shared/schemas/console-product-sheet';
import { type ConsoleProductForm, consoleProductForm } from '@sme/shared/schemas/console-products';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DatabaseTx } from '../../../db/client';
import { announceChange } from '../../../db/cache-invalidation';
import { AppError } from '../../../http/app-error';
import { fieldErrors } from '../../../http/errors';
import { fieldError } from '../../../http/validation';
import { recordAudit } from '../../audit';
import { type ConsoleActor, auditActor } from '../../../http/console-guard';
import { categories, merchants, productTags, products, tags } from '../../../modules/catalogue/catalogue.tables';
import { productValues } from '../../../modules/catalogue/products/product-write.service';
import { cellText } from './product-spreadsheet-cells';
import { type SheetRow, readSheetRows, rowInput } from './product-spreadsheet-rows';
import { refreshSearchText } from '../../../modules/catalogue/search/search-text';
import { refreshKnowledge } from '../../../modules/assistant';
import { isUniqueViolation } from '../../../db/errors';

/**
 * console.product.importSheet: one row per product keyed by code, for one merchant. Every row is checked
 * (consoleProductForm, the form's own schema; codes of other merchants; repeated codes) before anything is written,
 * then all rows are written in one transaction with one audit entry, or none is. The search text of the imported
 * products is refreshed in one batched pass afterwards.
 */

type Form = z.output<typeof consoleProductForm>;
type Valid = { row: number; form: Form; existing?: { id: string; status: string; publishedAt: Date } };

/** Server field → sheet column, where the sheet names a field differently. */
const COLUMN_OF: Record<string, ProductSheetColumn> = {
  retailPriceMinor: 'retailPrice',
  wholesalePriceMinor: 'wholesalePrice',
  categoryId: 'category',
  tagIds: 'tags',
};
/** Rows per insert statement: 25-odd parameters a row stays well under PostgreSQL's 65,535. */
const INSERT_CHUNK = 500;

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The merchant the sheet is for: a merchant's staff's own; an admin's named one (required, must exist). */
async function targetMerchant(db: Database, actor: ConsoleActor, asked: string | undefined): Promise<string> {
  if (!actor.isAdmin && asked && asked !== actor.merchantId) throw fieldError('merchantId', 'validation.invalid', asked);
  const merchantId = actor.isAdmin ? asked : actor.merchantId;
  if (!merchantId) throw fieldError('merchantId', 'validation.required');
  const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId));
  if (!merchant) throw fieldError('merchantId', 'validation.invalid', merchantId);
  return merchantId;
}

/** Validate every row; answers the valid rows, or throws 400 with every row error in `locale`. */
async function validateRows(db: Database, rows: SheetRow[], merchantId: string, locale: Locale): Promise<Valid[]> {
  const [categoryRows, tagRows] = await Promise.all([
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
    db.select({ id: tags.id, slug: tags.slug }).from(tags),
  ]);
  const refs = { categoryIdBySlug: new Map(categoryRows.map((c) => [c.slug, c.id])), tagIdBySlug: new Map(tagRows.map((t) => [t.slug, t.id])) };
  const codes = [...new Set(rows.map((r) => cellText(r.cells.code).trim()).filter(Boolean))];
  const found = codes.length
    ? await db
        .select({ id: products.id, code: products.code, merchantId: products.merchantId, status: products.status, publishedAt: products.publishedAt })
        .from(products)
        .where(inArray(products.code, codes))
    : [];
  const existingByCode = new Map(found.map((p) => [p.code, p]));

  const errors: ProductSheetRowError[] = [];
  const valid: Valid[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of rows) {
    const { input, problems } = rowInput(cells, refs);
    const rowErrors: ProductSheetRowError[] = problems.map((p) => ({ row, column: p.column, message: translate(locale, p.key, { field: p.column }) }));
    const parsed = consoleProductForm.safeParse(input as ConsoleProductForm);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ ...issue, path: [COLUMN_OF[String(issue.path[0])] ?? String(issue.path[0] ?? 'code')] }));
      for (const e of fieldErrors(locale, issues))
        if (!problems.some((p) => p.column === e.field)) rowErrors.push({ row, column: e.field, message: e.message });
    }
    const code = parsed.success ? parsed.data.code : '';
    const existing = existingByCode.get(code);
    if (code && firstRowOf.has(code))
      rowErrors.push({ row, column: 'code', message: translate(locale, 'console.productSheet.codeRepeated', { row: firstRowOf.get(code) ?? 0 }) });
    else if (code) firstRowOf.set(code, row);
    if (existing && existing.merchantId !== merchantId)
      rowErrors.push({ row, column: 'code', message: translate(locale, 'console.productSheet.codeOfOtherMerchant') });
    if (rowErrors.length) errors.push(...rowErrors);
    else if (parsed.success) valid.push({ row, form: parsed.data, ...(existing ? { existing } : {}) });
  }
  if (errors.length)
    throw new AppError(Codes.BAD_REQUEST, {
      messageKey: 'console.productSheet.rowsInvalid',
      vars: { rows: new Set(errors.map((e) => e.row)).size },
      data: { errors },
    });
  return valid;
}

/** Write the valid rows in one transaction: inserts in chunks, one update per existing product, tags replaced, one audit entry. Answers every id written. */
async function writeRows(tx: DatabaseTx, actor: ConsoleActor, merchantId: string, rows: Valid[]): Promise<string[]> {
  const now = new Date();
  const values = (form: Form) => {
    const { tagIds: _tagIds, ...fields } = form;
    return productValues({ ...fields, merchantId });
  };
  const idOfCode = new Map<string, string>();
  for (const chunk of chunks(
    rows.filter((r) => !r.existing),
    INSERT_CHUNK,
  )) {
    const inserted = await tx
      .insert(products)
      .values(chunk.map((r) => ({ ...values(r.form), publishedAt: now, createdAt: now, updatedAt: now })))
      .returning({ id: products.id, code: products.code });
    for (const p of inserted) idOfCode.set(p.code, p.id);
  }
  const updates = rows.filter((r): r is Valid & Required<Pick<Valid, 'existing'>> => r.existing !== undefined);
  for (const { form, existing } of updates) {
    // A product going public counts as newly published (the "newest" sort reads publishedAt), as in the form.
    const publishedAt = form.status === 'ACTIVE' && existing.status !== 'ACTIVE' ? now : existing.publishedAt;
    await tx
      .update(products)
      .set({ ...values(form), publishedAt, updatedAt: now })
      .where(eq(products.id, existing.id));
    idOfCode.set(form.code, existing.id);
  }
  if (updates.length)
    await tx.delete(productTags).where(
      inArray(
        productTags.productId,
        updates.map((u) => u.existing.id),
      ),
    );
  const pairs = rows.flatMap((r) => [...new Set(r.form.tagIds)].map((tagId) => ({ productId: idOfCode.get(r.form.code) ?? '', tagId })));
  for (const chunk of chunks(pairs, INSERT_CHUNK)) await tx.insert(productTags).values(chunk);
  const detail = { rows: rows.length, created: rows.length - updates.length, updated: updates.length };
  await recordAudit(tx, { ...auditActor(actor), action: 'console.product.importSheet', targetType: 'PRODUCT', targetId: null, merchantId, detail });
  return [...idOfCode.values()];
}

/** console.product.importSheet: validate the whole sheet, then (unless `dryRun`) write all of it; answers the counts. */
export async function importProductSheet(
  db: Database,
  actor: ConsoleActor,
  file: Buffer,
  options: { dryRun: boolean; merchantId?: string | undefined; locale: Locale },
): Promise<ProductSheetImportView> {
  const merchantId = await targetMerchant(db, actor, options.merchantId);
  const rows = await readSheetRows(file);
  const valid = await validateRows(db, rows, merchantId, options.locale);
  const updated = valid.filter((v) => v.existing).length;
  const counts = { created: valid.length - updated, updated };
  if (options.dryRun || valid.length === 0) return { dryRun: options.dryRun, ...counts };
  let ids: string[];
  try {
    ids = await db.transaction((tx) => writeRows(tx, actor, merchantId, valid));
  } catch (err) {
    // Another request took a new code between the check and the insert.
    if (isUniqueViolation(err)) throw new AppError(Codes.CONFLICT, { messageKey: 'console.product.codeTaken' });
    throw err;
  }
  await refreshSearchText(db, { productIds: ids });
  await refreshKnowledge(db, { productIds: ids });
  await announceChange(db, 'catalogue');
  return { dryRun: false, ...counts };
}
