/**
 * Load benchmark: the platform's endpoints against two baselines measured in the same run on the same machine, so
 * the figures that matter are the ratios, not the absolute req/s: a bare Fastify JSON route, and a bare route running
 * the product list's SQL on the same database (bench/baseline-server.ts, a process of its own). The catalogue holds
 * the demo data plus BENCH_PRODUCTS (default 5,000) synthetic products, seeded before the server starts; the shop
 * scenarios (add to cart, order preview, add to cart + place order) run as BENCH_SHOPPERS signed-in members (default
 * 50). The server runs in production mode (throwaway keys), started with the Node flags of `npm start`, and its resident
 * memory is sampled every 200 ms, with the V8 heap and the memory outside it (PGlite's WebAssembly memory) apart.
 * BENCH_JSON=path also writes the results as JSON, for bench/compare.ts. Run with `npm run bench` (builds first).
 * Traffic stays on 127.0.0.1 and stops by itself.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { canonicalParams, signatureHeaders } from '../packages/shared/src/signature';
import { BENCH_APP_KEY } from './app-key';
import { startFlags } from './start-flags';
import { addThenOrderRequests, addToCartRequests, prepareShoppers, previewRequests, type Shoppers } from './shop-flows';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5000);
/** BENCH_ONLY=list,cart-add runs only those scenarios (keys as in the JSON report); the baselines always run. */
const ONLY = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean));
const wanted = (key: string) => ONLY.size === 0 || ONLY.has(key);
const RSS_SAMPLE_MS = 200;
const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
/**
 * Extra Node flags for the measured server, after those of `npm start`: `BENCH_SERVER_FLAGS="--cpu-prof
 * --cpu-prof-dir=/tmp/prof"` writes its CPU profile when the run stops it, to find where a scenario's time goes.
 */
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean);

/** A signed GET the load generator sends: one fixed request, or a rotation of variants (one per request). */
interface Target {
  key: string;
  name: string;
  variants: Array<{ path: string; params?: Record<string, string> }>;
}

/** Search keywords in English, Traditional and Simplified Chinese, prefixes and a typo, as people type them. */
const KEYWORDS = ['tea', 'oolong', 'oolnog', '鐵觀音', '铁观音', '包裝', '包装', 'usb-c', 'charger', '有機', 'print', 'logistics', 'bag', '禮盒', 'design'];
const SORTS = ['newest', 'popular', 'price_asc', 'price_desc'];

/** One scenario's figures; `key` names it across runs (bench/compare.ts). */
export interface Result {
  key: string;
  name: string;
  rps: number;
  p99: number;
  /** The slowest answer (ms). */
  max: number;
  /** 503 answers: the server shedding load, with Retry-After. */
  shed: number;
  /** Every other failure: non-2xx answers other than 503, connection errors and timeouts. */
  errors: number;
  /** The server's peak resident memory during the scenario (MiB; the baselines run elsewhere: 0). */
  peakRssMiB: number;
  /** Peak V8 heap (allocated, used) and memory outside it (external: PGlite's WebAssembly memory) during the scenario (MiB). */
  peakHeapMiB: number;
  peakHeapUsedMiB: number;
  peakExternalMiB: number;
}

/** What BENCH_JSON receives. */
export interface BenchReport {
  database: string;
  products: number;
  connections: number;
  durationS: number;
  results: Result[];
  baselines: { json: Result; sql: Result };
  peakRssMiB: number;
  /** The peaks over the whole run of the V8 heap (allocated) and of the memory outside it (MiB). */
  peakHeapMiB: number;
  peakExternalMiB: number;
}

/** Headers and path of one signed GET, as the web client sends it: its own nonce and signature every time. */
function signedRequest(path: string, params: Record<string, string>): { path: string; headers: Record<string, string> } {
  const query = new URLSearchParams(params).toString();
  const headers = signatureHeaders('WEBSITE', BENCH_APP_KEY, { method: 'GET', path, canonical: canonicalParams(params) });
  return { path: query ? `${path}?${query}` : path, headers };
}

function signedGets(target: Target): Request[] {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (req) => {
        const variant = target.variants[next++ % target.variants.length] ?? { path: '/' };
        const signed = signedRequest(variant.path, variant.params ?? {});
        return { ...req, path: signed.path, headers: { ...req.headers, ...signed.headers } };
      },
    },
  ];
}

/** Peak memory of the server (MiB): resident, V8 heap allocated and used, and outside the heap (PGlite's WebAssembly memory). */
interface MemoryPeaks {
  rss: number;
  heap: number;
  heapUsed: number;
  external: number;
}

/**
 * Loaded into the server (--import): sends its process.memoryUsage() to the bench over the IPC channel every sample
 * period, without keeping the server alive. Only the heap figures are used; the resident size is read from /proc, which
 * answers even while the server's thread is busy.
 */
const MEMORY_PROBE = `data:text/javascript,${encodeURIComponent(
  `const t = setInterval(() => process.send?.(process.memoryUsage()), ${RSS_SAMPLE_MS}); t.unref(); process.channel?.unref();`,
)}`;

/** The server's memory, sampled while scenarios run: the peaks of each scenario and of the whole run. */
class MemorySampler {
  private readonly timer: NodeJS.Timeout;
  private scenario = '';
  private readonly peaks = new Map<string, MemoryPeaks>();
  readonly run: MemoryPeaks = { rss: 0, heap: 0, heapUsed: 0, external: 0 };

  constructor(private readonly server: ChildProcess) {
    this.timer = setInterval(() => this.sampleRss(), RSS_SAMPLE_MS);
    server.on('message', (usage: NodeJS.MemoryUsage) =>
      this.record({ heap: usage.heapTotal / 2 ** 20, heapUsed: usage.heapUsed / 2 ** 20, external: usage.external / 2 ** 20 }),
    );
  }

  private sampleRss(): void {
    let kib: number;
    try {
      kib = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.server.pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return; // the server has exited; its exit is reported elsewhere
    }
    this.record({ rss: kib / 1024 });
  }

  private record(sample: Partial<MemoryPeaks>): void {
    const scenario = this.scenario ? this.peakOf(this.scenario) : undefined;
    for (const [field, mib] of Object.entries(sample) as Array<[keyof MemoryPeaks, number]>) {
      this.run[field] = Math.max(this.run[field], mib);
      if (scenario) scenario[field] = Math.max(scenario[field], mib);
    }
  }

  private peakOf(key: string): MemoryPeaks {
    let peaks = this.peaks.get(key);
    if (!peaks) this.peaks.set(key, (peaks = { rss: 0, heap: 0, heapUsed: 0, external: 0 }));
    return peaks;
  }

  /** Attribute the following samples to `key`, starting with one now. */
  start(key: string): void {
    this.scenario = key;
    this.sampleRss();
  }

  /** The peaks of `key`, with a last sample so a short scenario has at least two. */
  stop(key: string): MemoryPeaks {
    this.sampleRss();
    this.scenario = '';
    return this.peakOf(key);
  }

  close(): void {
    clearInterval(this.timer);
  }
}

/** One autocannon run of a request sequence (each connection sends the sequence in a loop). */
async function measure(key: string, name: string, url: string, requests: Request[], memory?: MemorySampler): Promise<Result> {
  memory?.start(key);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests });
  const peaks = memory?.stop(key) ?? { rss: 0, heap: 0, heapUsed: 0, external: 0 };
  const shed = result.statusCodeStats?.['503']?.count ?? 0;
  const errors = result.non2xx - shed + result.errors;
  if (errors > 0) console.error(`${name}: status codes ${JSON.stringify(result.statusCodeStats)}, errors ${result.errors} (timeouts ${result.timeouts})`);
  return {
    key,
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    max: result.latency.max,
    shed,
    errors,
    peakRssMiB: peaks.rss,
    peakHeapMiB: peaks.heap,
    peakHeapUsedMiB: peaks.heapUsed,
    peakExternalMiB: peaks.external,
  };
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
    { key: 'plans', name: 'membership plans (cached list)', variants: [{ path: '/api/v1/membership/plans' }] },
    { key: 'dictionary', name: 'dictionary list (DB every call)', variants: [{ path: '/api/v1/sys/dict/list', params: { type: 'natureOfBusiness' } }] },
    { key: 'list', name: 'product list, first page (20 items)', variants: [{ path: '/api/v1/product/list', params: { page: '1', size: '20' } }] },
    {
      key: 'list-pages',
      name: 'product list, 200 pages x sorts',
      variants: Array.from({ length: 200 }, (_, i) => ({
        path: '/api/v1/product/list',
        params: { page: String((i % 50) + 1), size: '20', sort: SORTS[i % SORTS.length] ?? 'newest' },
      })),
    },
    { key: 'detail', name: `product detail, ${ids.length} products`, variants: ids.map((id) => ({ path: `/api/v1/product/detail/${id}` })) },
    {
      key: 'search',
      name: 'search, 15 keywords (en, zh-Hant, zh-Hans, typo)',
      variants: KEYWORDS.map((keyword) => ({ path: '/api/v1/product/list', params: { keyword, page: '1', size: '20' } })),
    },
  ];
}

/** A port nothing listens on now, so runs started side by side do not measure each other's servers. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

async function waitReady(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not become ready in 60 s`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const mib = (n: number) => `${n.toFixed(0)} MB`;

function printReport(report: BenchReport): void {
  const { json, sql } = report.baselines;
  console.log(
    `\n${report.connections} connections, ${report.durationS} s each, ${report.products} synthetic products, ${report.database}, same machine, same run`,
  );
  console.log(
    `${'scenario'.padEnd(62)} ${'req/s'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)} ${'shed 503'.padStart(9)} ${'errors'.padStart(7)} ${'peak RSS'.padStart(9)} ${'heap (used)'.padStart(16)} ${'external'.padStart(9)}`,
  );
  for (const r of [...report.results, json, sql]) {
    // The baselines run in a process of their own, whose memory is not sampled.
    const [rss, heap, external] = r.peakRssMiB
      ? [mib(r.peakRssMiB), `${mib(r.peakHeapMiB)} (${mib(r.peakHeapUsedMiB)})`, mib(r.peakExternalMiB)]
      : ['-', '-', '-'];
    console.log(
      `${r.name.padEnd(62)} ${r.rps.toFixed(0).padStart(8)} ${`${r.p99} ms`.padStart(8)} ${`${r.max} ms`.padStart(8)} ${String(r.shed).padStart(9)} ${String(r.errors).padStart(7)} ${rss.padStart(9)} ${heap.padStart(16)} ${external.padStart(9)}`,
    );
  }
  console.log(`\nthroughput ratios (p99 multiple)     ${`/ ${json.name}`.padEnd(30)} / ${sql.name}`);
  for (const r of report.results) {
    const ratio = (base: Result) => (base.rps > 0 ? `${(r.rps / base.rps).toFixed(3)} (p99 ×${(r.p99 / Math.max(base.p99, 1)).toFixed(1)})` : 'n/a');
    console.log(`${r.name.padEnd(62)} ${ratio(json).padEnd(24)} ${ratio(sql)}`);
  }
  console.log(
    `\nserver peak RSS over the run: ${mib(report.peakRssMiB)} (aim ≤ 250 MB); V8 heap ${mib(report.peakHeapMiB)}, outside it ${mib(report.peakExternalMiB)}`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sme-bench-'));
  const [platformPort, baselinePort] = [await freePort(), await freePort()];
  // Production mode, as deployed: no development routes, the production headers and cookies. It refuses the public
  // development keys, so the run makes throwaway ones.
  const env = {
    ...process.env,
    PORT: String(platformPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    APP_KEYS: `WEBSITE:${BENCH_APP_KEY}`,
    STORAGE_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    RATE_LIMIT_MAX: '0',
    SEED: 'never',
  };
  const children: ChildProcess[] = [];
  let memory: MemorySampler | undefined;
  try {
    for (const script of ['bench/seed-catalogue.ts', 'bench/seed-shoppers.ts']) {
      const seeded = spawnSync(process.execPath, ['--import', 'tsx', script], { env, stdio: 'inherit' });
      if (seeded.status !== 0) throw new Error(`${script} failed`);
    }
    const shoppers = JSON.parse(readFileSync(join(dataDir, 'bench-shoppers.json'), 'utf8')) as Shoppers;
    const baselineDir = join(dataDir, 'baseline');
    if (DB === 'PGlite') cpSync(join(dataDir, 'pglite'), join(baselineDir, 'pglite'), { recursive: true });
    const baseline = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline-server.ts'], {
      env: { ...env, BASELINE_PORT: String(baselinePort), BASELINE_DATA_DIR: baselineDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(baseline);
    const server = spawn(process.execPath, [...startFlags(), ...SERVER_FLAGS, `--import=${MEMORY_PROBE}`, 'apps/server/dist/main.js'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    children.push(server);
    await waitReady(`http://127.0.0.1:${platformPort}/readyz`, server, 'the server');
    await waitReady(`http://127.0.0.1:${baselinePort}/baseline/sql`, baseline, 'the baseline server');
    memory = new MemorySampler(server);

    const origin = `http://127.0.0.1:${platformPort}`;
    const results: Result[] = [];
    for (const target of (await targets(origin)).filter((t) => wanted(t.key)))
      results.push(await measure(target.key, `${target.name} (${DB})`, origin, signedGets(target), memory));
    const prepared = await prepareShoppers(origin, shoppers);
    const shop = shoppers.productIds;
    if (wanted('cart-add'))
      results.push(await measure('cart-add', `add to cart, ${prepared.length} shoppers (${DB})`, origin, addToCartRequests(prepared, shop), memory));
    if (wanted('preview')) results.push(await measure('preview', `order preview, home delivery (${DB})`, origin, previewRequests(prepared), memory));
    if (wanted('add-order'))
      results.push(await measure('add-order', `add to cart + place order, per request (${DB})`, origin, addThenOrderRequests(prepared, shop), memory));
    const baselineOrigin = `http://127.0.0.1:${baselinePort}`;
    const baselines = {
      json: await measure('bare-json', 'bare JSON route', `${baselineOrigin}/baseline/json`, [{ method: 'GET' }]),
      sql: await measure('bare-sql', `bare SQL route (${DB})`, `${baselineOrigin}/baseline/sql`, [{ method: 'GET' }]),
    };

    const report: BenchReport = {
      database: DB,
      products: PRODUCTS,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      results,
      baselines,
      peakRssMiB: memory.run.rss,
      peakHeapMiB: memory.run.heap,
      peakExternalMiB: memory.run.external,
    };
    printReport(report);
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(report, null, 2)}\n`);
    if ([...results, baselines.json, baselines.sql].some((r) => r.errors > 0)) {
      console.error('requests failed (other than 503 load shedding) during the run; the figures are not valid');
      process.exitCode = 1;
    }
  } finally {
    memory?.close();
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
