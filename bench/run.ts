/**
 * Load benchmark: the platform's endpoints against a bare Fastify JSON route, measured in the same run on the
 * same machine, so the figure that matters is the ratio, not the absolute req/s. The catalogue holds the demo
 * data plus BENCH_PRODUCTS (default 5,000) synthetic products, seeded before the server starts; the shop scenarios
 * (add to cart, order preview, add to cart + place order) run as BENCH_SHOPPERS signed-in members (default 50).
 * Run with `npm run bench` (builds first). Traffic stays on 127.0.0.1 and stops by itself.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import Fastify from 'fastify';
import { canonicalParams, DEV_WEBSITE_APP_KEY, signatureHeaders } from '../packages/shared/src/signature';
import { addThenOrderRequests, addToCartRequests, prepareShoppers, previewRequests, type Shoppers } from './shop-flows';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PLATFORM_PORT = 18_181;
const BASELINE_PORT = 18_182;
/** A signed GET the load generator sends: one fixed request, or a rotation of variants (one per request). */
interface Target {
  name: string;
  variants: Array<{ path: string; params?: Record<string, string> }>;
}

/** Search keywords in English, Traditional and Simplified Chinese, prefixes and a typo, as people type them. */
const KEYWORDS = ['tea', 'oolong', 'oolnog', '鐵觀音', '铁观音', '包裝', '包装', 'usb-c', 'charger', '有機', 'print', 'logistics', 'bag', '禮盒', 'design'];
const SORTS = ['newest', 'popular', 'price_asc', 'price_desc'];

interface Result {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
}

/** Headers and path of one signed GET, as the web client sends it: its own nonce and signature every time. */
function signedRequest(path: string, params: Record<string, string>): { path: string; headers: Record<string, string> } {
  const query = new URLSearchParams(params).toString();
  const headers = signatureHeaders('WEBSITE', DEV_WEBSITE_APP_KEY, { method: 'GET', path, canonical: canonicalParams(params) });
  return { path: query ? `${path}?${query}` : path, headers };
}

async function measure(name: string, origin: string, target?: Target): Promise<Result> {
  let next = 0;
  return measureRequests(name, target ? origin : `${origin}/baseline`, [
    {
      method: 'GET',
      setupRequest: (req) => {
        if (!target) return req;
        const variant = target.variants[next++ % target.variants.length] ?? { path: '/' };
        const signed = signedRequest(variant.path, variant.params ?? {});
        return { ...req, path: signed.path, headers: { ...req.headers, ...signed.headers } };
      },
    },
  ]);
}

/** One autocannon run of a request sequence (each connection sends the sequence in a loop). */
async function measureRequests(name: string, url: string, requests: Request[]): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests });
  if (result.non2xx + result.errors > 0) console.error(`${name}: status codes ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}`);
  return { name, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

/** A signed GET from the bench itself (to pick real product ids). */
async function getJson<T>(origin: string, path: string, params: Record<string, string>): Promise<T> {
  const signed = signedRequest(path, params);
  const res = await fetch(`${origin}${signed.path}`, { headers: signed.headers });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** The measured endpoints; product ids come from the running server. */
async function targets(origin: string): Promise<Target[]> {
  const page = await getJson<{ list: Array<{ id: string }>; total: number }>(origin, '/api/v1/product/list', { page: '1', size: '50', sort: 'popular' });
  const more = await getJson<{ list: Array<{ id: string }> }>(origin, '/api/v1/product/list', { page: '40', size: '50', sort: 'newest' });
  const ids = [...page.list, ...more.list].map((p) => p.id);
  console.log(`catalogue: ${page.total} products`);
  return [
    { name: 'membership plans (cached list)', variants: [{ path: '/api/v1/membership/plans' }] },
    { name: 'dictionary list (DB every call)', variants: [{ path: '/api/v1/sys/dict/list', params: { type: 'natureOfBusiness' } }] },
    { name: 'product list, first page (20 items)', variants: [{ path: '/api/v1/product/list', params: { page: '1', size: '20' } }] },
    {
      name: 'product list, 200 pages x sorts',
      variants: Array.from({ length: 200 }, (_, i) => ({
        path: '/api/v1/product/list',
        params: { page: String((i % 50) + 1), size: '20', sort: SORTS[i % SORTS.length] ?? 'newest' },
      })),
    },
    { name: `product detail, ${ids.length} products`, variants: ids.map((id) => ({ path: `/api/v1/product/detail/${id}` })) },
    {
      name: 'search, 15 keywords (en, zh-Hant, zh-Hans, typo)',
      variants: KEYWORDS.map((keyword) => ({ path: '/api/v1/product/list', params: { keyword, page: '1', size: '20' } })),
    },
  ];
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready in 60 s');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sme-bench-'));
  const env = {
    ...process.env,
    PORT: String(PLATFORM_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
    SEED: 'never',
  };
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed-catalogue.ts'], { env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding the bench catalogue failed');
  const shoppersSeeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed-shoppers.ts'], { env, stdio: 'inherit' });
  if (shoppersSeeded.status !== 0) throw new Error('seeding the bench shoppers failed');
  const shoppers = JSON.parse(readFileSync(join(dataDir, 'bench-shoppers.json'), 'utf8')) as Shoppers;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const baseline = Fastify();
  baseline.get('/baseline', async () => ({ meta: { code: 200, message: 'Success' }, data: { list: [] } }));
  try {
    await baseline.listen({ port: BASELINE_PORT, host: '127.0.0.1' });
    await waitReady(`http://127.0.0.1:${PLATFORM_PORT}/readyz`, server);

    const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const origin = `http://127.0.0.1:${PLATFORM_PORT}`;
    const results: Result[] = [];
    for (const target of await targets(origin)) results.push(await measure(`${target.name} (${db})`, origin, target));
    const prepared = await prepareShoppers(origin, shoppers);
    results.push(await measureRequests(`add to cart, ${prepared.length} shoppers (${db})`, origin, addToCartRequests(prepared, shoppers.productIds)));
    results.push(await measureRequests(`order preview, home delivery (${db})`, origin, previewRequests(prepared)));
    results.push(await measureRequests(`add to cart + place order, per request (${db})`, origin, addThenOrderRequests(prepared, shoppers.productIds)));
    const bare = await measure('bare Fastify JSON route', `http://127.0.0.1:${BASELINE_PORT}`);

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, same machine, same run`);
    for (const r of [...results, bare]) {
      console.log(`${r.name.padEnd(64)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(5)} ms   non-2xx/errors ${r.non2xx}`);
    }
    for (const r of results) {
      console.log(`ratio ${r.name} / baseline: ${(r.rps / bare.rps).toFixed(3)} of the throughput, p99 ×${(r.p99 / Math.max(bare.p99, 1)).toFixed(1)}`);
    }
    if (results.some((r) => r.non2xx > 0)) {
      console.error('the platform answered errors during the run; the figures are not valid');
      process.exitCode = 1;
    }
  } finally {
    await baseline.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
