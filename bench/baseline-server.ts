/**
 * The bench's two baselines, in a process of their own so they do not share the load generator's event loop:
 * - GET /baseline/json answers a fixed JSON envelope: what Fastify alone can do on this machine;
 * - GET /baseline/sql runs the statements product.list runs for its first page (GET /api/v1/product/list?page=1&size=20,
 *   captured from the server with pg's query log: the page's ids and the total at once, then the cards, then their tags)
 *   with the same driver and pool size as the server, and answers the rows as JSON: the limit a list can reach.
 * PostgreSQL: DATABASE_URL. PGlite: the database under BASELINE_DATA_DIR, a copy bench/run.ts makes of the server's
 * after seeding (one PGlite directory cannot be opened by two processes), so both read the same rows.
 * Started by bench/run.ts; listens on 127.0.0.1:BASELINE_PORT until it gets SIGTERM.
 */
import Fastify from 'fastify';
import { createDatabase, pgliteClientOf, pgPoolOf } from '../apps/server/src/db/client';

const IDS_SQL =
  'select "products"."id" from "products" inner join "merchants" on "merchants"."id" = "products"."merchant_id" where ("products"."status" = $1 and "merchants"."status" = $2) order by "products"."published_at" desc nulls last, "products"."id" asc limit $3';
const COUNT_SQL =
  'select count(*)::int from "products" inner join "merchants" on "merchants"."id" = "products"."merchant_id" where ("products"."status" = $1 and "merchants"."status" = $2)';
const CARDS_SQL =
  'select "products"."id", "products"."code", "products"."kind", "products"."name_en", "products"."name_zh", "products"."summary_en", "products"."summary_zh", "products"."images", "products"."currency", "products"."retail_price_minor", "products"."wholesale_price_minor", "products"."min_wholesale_qty", "products"."stock", "products"."delivery_types", "merchants"."id", "merchants"."name_en", "merchants"."name_zh", "merchants"."logo_url", "merchants"."is_verified" from "products" inner join "merchants" on "merchants"."id" = "products"."merchant_id" where (("products"."status" = $1 and "merchants"."status" = $2) and "products"."id" in ($3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22))';
const TAGS_SQL =
  'select "product_tags"."product_id", "tags"."id", "tags"."slug", "tags"."name_en", "tags"."name_zh" from "product_tags" inner join "tags" on "tags"."id" = "product_tags"."tag_id" where "product_tags"."product_id" in ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) order by "tags"."slug" asc';
const PAGE_SIZE = 20;

const handle = await createDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.BASELINE_DATA_DIR ?? '' });
const pool = pgPoolOf(handle.db);
const pglite = pgliteClientOf(handle.db);
type Row = unknown[];
// Rows as arrays, as drizzle reads them (the cards select two columns named id).
const query = async (text: string, values: unknown[]): Promise<Row[]> => {
  if (pool) return (await pool.query<Row>({ text, values, rowMode: 'array' })).rows;
  if (pglite) return (await pglite.query<Row>(text, values, { rowMode: 'array' })).rows;
  throw new Error('no database client');
};

const app = Fastify();
app.get('/baseline/json', async () => ({ meta: { code: 200, message: 'Success' }, data: { list: [] } }));
app.get('/baseline/sql', async () => {
  const [ids, [count]] = await Promise.all([query(IDS_SQL, ['ACTIVE', 'ACTIVE', PAGE_SIZE]), query(COUNT_SQL, ['ACTIVE', 'ACTIVE'])]);
  const pageIds = ids.map((r) => r[0]);
  // The captured statements list exactly one page of ids; a smaller catalogue is not a benchmark.
  if (pageIds.length !== PAGE_SIZE) throw new Error(`the catalogue has fewer than ${PAGE_SIZE} public products`);
  const cards = await query(CARDS_SQL, ['ACTIVE', 'ACTIVE', ...pageIds]);
  const tags = await query(TAGS_SQL, pageIds);
  return { meta: { code: 200, message: 'Success' }, data: { list: cards, tags, total: count?.[0], page: 1, size: PAGE_SIZE } };
});

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => handle.close())
    .finally(() => process.exit(0));
});
await app.listen({ port: Number(process.env.BASELINE_PORT ?? 18_182), host: '127.0.0.1' });
