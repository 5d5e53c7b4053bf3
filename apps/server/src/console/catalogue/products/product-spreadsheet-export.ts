import { PRODUCT_SHEET_COLUMNS } from '@sme/shared/schemas/console-product-sheet';
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import { loadExcelJs } from '../../load-exceljs';
import type { Database } from '../../../db/client';
import type { ConsoleActor } from '../../../http/console-guard';
import { categories, productTags, products, tags } from '../../../modules/catalogue/catalogue.tables';
import { productSheetCells } from './product-spreadsheet-cells';

/**
 * console.product.exportSheet and console.product.sheetTemplate: the actor's products as an XLSX sheet that
 * console.product.importSheet takes back unchanged. A merchant's products number in the thousands at most, so the
 * workbook is built in memory (the order exports, which can reach 100,000 rows, stream instead).
 */

const SHEET_NAME = 'products';
/** Column widths in characters: long texts wider, so the file reads well when opened. */
const WIDE = new Set(['nameEn', 'nameZh', 'summaryEn', 'summaryZh', 'descriptionEn', 'descriptionZh', 'termsEn', 'termsZh', 'images', 'specOptions']);

/** The condition on `products` of the actor's products, narrowed to one merchant when asked. */
function exportScope(actor: ConsoleActor, merchantId: string | undefined): SQL | undefined {
  if (!actor.isAdmin) return actor.merchantId ? eq(products.merchantId, actor.merchantId) : sql`false`;
  return merchantId ? eq(products.merchantId, merchantId) : undefined;
}

/** An XLSX workbook with the header row (the column names importSheet reads) and these rows. */
async function workbookOf(rows: Array<Record<string, string | number>>): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PRODUCT_SHEET_COLUMNS.map((key) => ({ header: key, key, width: WIDE.has(key) ? 40 : 16 }));
  sheet.getRow(1).font = { bold: true };
  // Codes and amounts stay text, so a spreadsheet app does not turn "00123" into 123 or 12.50 into 12.5.
  for (const key of ['code', 'retailPrice', 'wholesalePrice'] as const) sheet.getColumn(key).numFmt = '@';
  sheet.addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The empty sheet to fill in: the header row only. */
export const productSheetTemplate = (): Promise<Buffer> => workbookOf([]);

/** The actor's products (an admin's: every merchant's, or the one asked), ordered by code. Answers the file and its row count. */
export async function exportProductSheet(db: Database, actor: ConsoleActor, merchantId: string | undefined): Promise<{ file: Buffer; rows: number }> {
  const where = exportScope(actor, merchantId);
  const [rows, tagRows] = await Promise.all([
    db
      .select({ product: products, categorySlug: categories.slug })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(asc(products.code)),
    db
      .select({ productId: productTags.productId, slug: tags.slug })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .innerJoin(products, eq(products.id, productTags.productId))
      .where(and(where))
      .orderBy(asc(tags.slug)),
  ]);
  const tagSlugs = new Map<string, string[]>();
  for (const t of tagRows) tagSlugs.set(t.productId, [...(tagSlugs.get(t.productId) ?? []), t.slug]);
  const cells = rows.map(({ product: p, categorySlug }) => productSheetCells({ ...p, categorySlug, tagSlugs: tagSlugs.get(p.id) ?? [] }));
  return { file: await workbookOf(cells), rows: rows.length };
}
