/**
 * Export benchmark: BENCH_EXPORT_ORDERS orders (default 100,000, one line each) seeded straight into a
 * fresh database, then the shop orders export streamed through the running server as CSV and as XLSX, sampling the
 * server's resident memory (VmRSS) every 100 ms. The baseline, in the same run, streams a generated CSV of as many
 * rows from a bare Fastify route in its own process: the export should stay close to its flat memory line.
 * Run with `npm run bench:export` (the server runs from source through tsx; nothing to build). Stops by itself.
 */
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { loadConfig } from '../apps/server/src/config';
import { createDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { addMemberRoles, createMember } from '../apps/server/src/modules/members/members.service';
import { createSession } from '../apps/server/src/modules/members/sessions.service';
import { orderLines, orders } from '../apps/server/src/modules/orders/orders.tables';
import { totpCode } from '../apps/server/src/console/staff/totp';
import { shopperHeaders } from './shop-flows';

const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 100_000);
const PLATFORM_PORT = 18_191;
const BASELINE_PORT = 18_192;
const SEED_BATCH = 2000;

/** The baseline process: a bare route streaming ORDERS generated CSV rows of about an export row's width. */
async function baselineServer(): Promise<void> {
  const app = Fastify();
  app.get('/baseline.csv', async (_request, reply) => {
    async function* rows() {
      yield 'orderNo,createdAt,status,currency,buyer,phone,email,total\r\n';
      for (let i = 0; i < ORDERS; i += 1000) {
        let chunk = '';
        for (let j = i; j < Math.min(i + 1000, ORDERS); j++)
          chunk += `SO2025${String(j).padStart(6, '0')},2025-03-01 10:00:00,Completed,HKD,Bench Buyer,+85261234567,bench@example.com,${j}.00\r\n`;
        yield chunk;
      }
    }
    return reply.header('content-type', 'text/csv').send(Readable.from(rows()));
  });
  await app.listen({ port: BASELINE_PORT, host: '127.0.0.1' });
}

/** A signed-in admin (the second factor comes through the running server), and the orders, written straight into the database. */
async function seed(env: NodeJS.ProcessEnv): Promise<string> {
  const config = loadConfig(env);
  const handle = await createDatabase(config);
  try {
    await runMigrations(handle);
    const member = await createMember(handle.db, { email: `bench-admin-${Date.now()}@example.com`, locale: 'en_US' });
    if (!member) throw new Error('bench admin not created');
    await addMemberRoles(handle.db, member.id, ['ADMIN']);
    const { token } = await createSession(handle.db, member.id, { method: 'EMAIL_PASSWORD' });

    const merchantId = randomUUID();
    const started = Date.now();
    for (let i = 0; i < ORDERS; i += SEED_BATCH) {
      const batch = Array.from({ length: Math.min(SEED_BATCH, ORDERS - i) }, (_, k) => {
        const n = i + k;
        const total = 1000 + (n % 50_000);
        return {
          id: randomUUID(),
          orderNo: `SO2025${String(n).padStart(6, '0')}`,
          memberId: member.id,
          idempotencyKey: randomUUID(),
          status: 'COMPLETED' as const,
          currency: 'HKD',
          deliveryType: 'HOME_DELIVERY' as const,
          buyerName: 'Bench Buyer',
          buyerPhone: '+85261234567',
          buyerEmail: 'bench@example.com',
          goodsSubtotalMinor: total,
          totalMinor: total,
          payableMinor: 0,
          paidMinor: total,
          paidAt: new Date(Date.UTC(2025, 2, 1) + n * 1000),
          createdAt: new Date(Date.UTC(2025, 2, 1) + n * 1000),
        };
      });
      await handle.db.insert(orders).values(batch);
      await handle.db.insert(orderLines).values(
        batch.map((o) => ({
          orderId: o.id,
          productId: merchantId,
          merchantId,
          merchantNameEn: 'Bench Shop',
          merchantNameZh: '測試商店',
          productNameEn: 'Bench product',
          productNameZh: '測試產品',
          priceMode: 'retail' as const,
          unitPriceMinor: o.totalMinor,
          quantity: 1,
          subtotalMinor: o.totalMinor,
          totalMinor: o.totalMinor,
          sort: 0,
        })),
      );
    }
    console.log(`seeded ${ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return token;
  } finally {
    await handle.close();
  }
}

/** VmRSS of a process in MiB. */
function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered`);
}

interface Run {
  name: string;
  rows: number;
  seconds: number;
  idleMiB: number;
  peakMiB: number;
}

/** Streams a download to its end, counting rows (CSV lines, or the expected count for XLSX), sampling the server's RSS. */
async function measure(name: string, pid: number, url: string, headers: Record<string, string>, expectedRows?: number): Promise<Run> {
  await new Promise((r) => setTimeout(r, 500));
  const idleMiB = rssMiB(pid);
  let peakMiB = idleMiB;
  const sampler = setInterval(() => {
    peakMiB = Math.max(peakMiB, rssMiB(pid));
  }, 100);
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = expectedRows ?? lines - 1;
  console.log(`${name}: ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
  return { name, rows, seconds, idleMiB, peakMiB };
}

/** A signed JSON POST by the admin; answers the envelope's data. */
async function post<T>(origin: string, token: string, path: string, payload: unknown): Promise<T> {
  const body = JSON.stringify(payload);
  const res = await fetch(`${origin}${path}`, { method: 'POST', headers: shopperHeaders(token, 'POST', path, body), body });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Asks the server for an export link (signed, audited) and answers its absolute URL. */
async function exportLink(origin: string, token: string, format: 'csv' | 'xlsx'): Promise<string> {
  const { downloadUrl } = await post<{ downloadUrl: string }>(origin, token, '/api/v1/console/export/shopOrders', {
    format,
    from: '2025-01-01',
    to: '2025-12-31',
  });
  return `${origin}${downloadUrl}`;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sme-bench-export-'));
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
  const children: ChildProcess[] = [];
  try {
    const token = await seed(env);
    const baseline = spawn(process.execPath, ['--import', 'tsx', 'bench/export-orders.ts', 'baseline'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    children.push(baseline, server);
    const origin = `http://127.0.0.1:${PLATFORM_PORT}`;
    await Promise.all([waitFor(`http://127.0.0.1:${BASELINE_PORT}/baseline.csv`), waitFor(`${origin}/healthz`)]);
    const { secret } = await post<{ secret: string }>(origin, token, '/api/v1/console/mfa/enrol', {});
    await post(origin, token, '/api/v1/console/mfa/verify', { code: totpCode(secret) });
    const cookie = { cookie: `token=${token}` };
    const runs = [
      await measure('baseline CSV (bare route)', baseline.pid ?? 0, `http://127.0.0.1:${BASELINE_PORT}/baseline.csv`, {}),
      await measure('shop orders CSV', server.pid ?? 0, await exportLink(origin, token, 'csv'), cookie),
      await measure('shop orders XLSX', server.pid ?? 0, await exportLink(origin, token, 'xlsx'), cookie, ORDERS),
    ];
    const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(`\n${ORDERS} orders, ${db}; RSS of the streaming process`);
    console.log('run                          rows/s   seconds  idle MiB  peak MiB  growth MiB');
    for (const r of runs) {
      console.log(
        `${r.name.padEnd(28)} ${String(Math.round(r.rows / r.seconds)).padStart(7)}  ${r.seconds.toFixed(1).padStart(7)}  ${r.idleMiB.toFixed(0).padStart(8)}  ${r.peakMiB.toFixed(0).padStart(8)}  ${(r.peakMiB - r.idleMiB).toFixed(0).padStart(10)}`,
      );
      if (r.rows !== ORDERS) throw new Error(`${r.name}: ${r.rows} rows, expected ${ORDERS}`);
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'baseline') await baselineServer();
else await main();
