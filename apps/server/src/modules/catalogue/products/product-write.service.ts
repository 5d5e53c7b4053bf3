import type { DeliveryType } from '@sme/shared/delivery-types';
import type { Database, DatabaseTx as Tx } from '../../../db/client';
import { type SpecOption, productTags, products } from '../catalogue.tables';
import { sanitizeOptionalRichText } from '../content/rich-text';
import { refreshSearchText } from '../search/search-text';

/**
 * The write path of products (the back office's, later; the seed's now). Description and terms are HTML
 * from merchants, sanitised here on write so every read can serve them as they are.
 */

/** What a product is written from. Prices in minor units of `currency`. */
export interface ProductInput {
  merchantId: string;
  categoryId?: string | null;
  code: string;
  kind?: 'PRODUCT' | 'SERVICE';
  nameEn: string;
  nameZh: string;
  summaryEn?: string | null;
  summaryZh?: string | null;
  descriptionEn?: string | null;
  descriptionZh?: string | null;
  termsEn?: string | null;
  termsZh?: string | null;
  images?: string[];
  specOptions?: SpecOption[];
  currency: string;
  retailPriceMinor: number;
  wholesalePriceMinor?: number | null;
  minWholesaleQty?: number | null;
  stock?: number;
  deliveryTypes?: DeliveryType[];
  status?: 'ACTIVE' | 'DRAFT' | 'HIDDEN';
  popularity?: number;
  publishedAt?: Date;
}

/**
 * The row values of a product: rich text sanitised, and the wholesale pair kept whole (a wholesale price
 * without its minimum quantity, or the reverse, is refused: the cart could not apply it).
 */
export function productValues(input: ProductInput): typeof products.$inferInsert {
  const hasWholesale = input.wholesalePriceMinor !== undefined && input.wholesalePriceMinor !== null;
  const hasMinQty = input.minWholesaleQty !== undefined && input.minWholesaleQty !== null;
  if (hasWholesale !== hasMinQty) throw new RangeError(`product ${input.code}: wholesale price and minimum wholesale quantity go together`);
  if (!Number.isSafeInteger(input.retailPriceMinor) || input.retailPriceMinor < 0)
    throw new RangeError(`product ${input.code}: retail price must be whole minor units`);
  return {
    ...input,
    descriptionEn: sanitizeOptionalRichText(input.descriptionEn),
    descriptionZh: sanitizeOptionalRichText(input.descriptionZh),
    termsEn: sanitizeOptionalRichText(input.termsEn),
    termsZh: sanitizeOptionalRichText(input.termsZh),
  };
}

/**
 * Create a product with its tags (sanitised on write), then its search text. Answers its id. `alongside` runs in
 * the same transaction (the back office writes its audit entry there, so entry and product exist together).
 */
export async function createProduct(
  db: Database,
  input: ProductInput & { tagIds?: string[] },
  alongside?: (tx: Tx, id: string) => Promise<void>,
): Promise<{ id: string }> {
  const { tagIds = [], ...product } = input;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(productValues(product)).returning({ id: products.id });
    if (!row) throw new Error('product not inserted');
    if (tagIds.length) await tx.insert(productTags).values(tagIds.map((tagId) => ({ productId: row.id, tagId })));
    await alongside?.(tx, row.id);
    return row;
  });
  await refreshSearchText(db, { productIds: [created.id] });
  return created;
}
