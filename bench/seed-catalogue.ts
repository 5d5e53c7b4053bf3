/**
 * Prepares the benchmark's database before the server starts: migrations, reference and demo data, then
 * BENCH_PRODUCTS synthetic products (default 5,000) so lists, details and search run on a realistic catalogue.
 * Run by bench/run.ts with the same DATA_DIR / DATABASE_URL the server gets.
 */
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedBulkProducts } from '../apps/server/src/db/seed/bulk-products';
import { seedCatalogue } from '../apps/server/src/db/seed/catalogue';
import { ensureReferenceData } from '../apps/server/src/db/seed/reference';

const count = Number(process.env.BENCH_PRODUCTS ?? 5000);
const config = loadConfig(process.env);
const handle = await createDatabase(config);
try {
  await runMigrations(handle);
  await ensureReferenceData(handle.db);
  await seedCatalogue(handle.db);
  await seedBulkProducts(handle.db, count);
  console.log(`bench catalogue ready (${handle.description}, ${count} synthetic products on top of the demo data)`);
} finally {
  await handle.close();
}
