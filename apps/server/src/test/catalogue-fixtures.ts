import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { merchants, products } from '../modules/catalogue/catalogue.tables';

/** Minimal catalogue rows for tests of modules that link to products and merchants (favourites, tracking, special orders). */

const suffix = () => randomBytes(4).toString('hex');

/** Insert a merchant (ACTIVE unless told) and answer its id. */
export async function insertMerchant(db: Database, overrides: Partial<typeof merchants.$inferInsert> = {}): Promise<string> {
  const s = suffix();
  const [row] = await db
    .insert(merchants)
    .values({
      slug: `merchant-${s}`,
      nameEn: `Merchant ${s}`,
      nameZh: `商家 ${s}`,
      descriptionEn: 'A test merchant.',
      descriptionZh: '測試商家。',
      ...overrides,
    })
    .returning({ id: merchants.id });
  if (!row) throw new Error('merchant not inserted');
  return row.id;
}

/** Insert a product of `merchantId` (ACTIVE, HKD 100.00, 10 in stock unless told) and answer its id. */
export async function insertProduct(db: Database, merchantId: string, overrides: Partial<typeof products.$inferInsert> = {}): Promise<string> {
  const s = suffix();
  const [row] = await db
    .insert(products)
    .values({ merchantId, code: `P-${s}`, nameEn: `Product ${s}`, nameZh: `產品 ${s}`, currency: 'HKD', retailPriceMinor: 10_000, stock: 10, ...overrides })
    .returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  return row.id;
}

/** Change a product after the fact (stock, status, prices), as the merchant's back office would. */
export async function updateProduct(db: Database, id: string, values: Partial<typeof products.$inferInsert>): Promise<void> {
  await db.update(products).set(values).where(eq(products.id, id));
}

/** The fields of a console product create or update (add merchantId or id): active, HK$100, 3 in stock, home delivery. */
export function consoleProductForm(code: string) {
  return {
    code,
    nameEn: 'Paper lantern',
    nameZh: '紙燈籠',
    currency: 'HKD',
    retailPriceMinor: 10_000,
    stock: 3,
    deliveryTypes: ['HOME_DELIVERY'],
    status: 'ACTIVE',
  };
}
