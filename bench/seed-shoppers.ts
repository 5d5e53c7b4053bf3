/**
 * Shoppers for the shop benchmarks: BENCH_SHOPPERS members (default 50) with a session each, and a handful of
 * products given ample stock, so add-to-cart, order preview and order creation run under load without running
 * out. Writes the session tokens and product ids to DATA_DIR/bench-shoppers.json for bench/run.ts.
 * Run by bench/run.ts after seed-catalogue.ts, with the same DATA_DIR / DATABASE_URL the server gets.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/client';
import { products } from '../apps/server/src/modules/catalogue/catalogue.tables';
import { createMember } from '../apps/server/src/modules/members/members.service';
import { createSession } from '../apps/server/src/modules/members/sessions.service';

const count = Number(process.env.BENCH_SHOPPERS ?? 50);
const config = loadConfig(process.env);
const handle = await createDatabase(config);
try {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const member = await createMember(handle.db, { email: `bench-shopper-${Date.now()}-${i}@example.com`, locale: 'en_US', termsAccepted: true });
    if (!member) throw new Error(`could not create bench shopper ${i}`);
    tokens.push((await createSession(handle.db, member.id, { method: 'REGISTER' })).token);
  }
  // Home-delivery HKD products without options, so a cart line needs no specification.
  const rows = await handle.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.status, 'ACTIVE'),
        eq(products.currency, 'HKD'),
        sql`${products.specOptions} = '[]'::jsonb`,
        sql`${products.deliveryTypes} ? 'HOME_DELIVERY'`,
      ),
    )
    .orderBy(products.id)
    .limit(10);
  const productIds = rows.map((r) => r.id);
  if (productIds.length === 0) throw new Error('no product fits the shop benchmark');
  await handle.db.update(products).set({ stock: 10_000_000 }).where(inArray(products.id, productIds));
  writeFileSync(join(config.dataDir, 'bench-shoppers.json'), JSON.stringify({ tokens, productIds }));
  console.log(`bench shoppers ready: ${tokens.length} members, ${productIds.length} products`);
} finally {
  await handle.close();
}
