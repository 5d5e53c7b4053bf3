/**
 * Load benchmark: the platform's seeded list endpoint against a bare Fastify JSON route, measured in the
 * same run on the same machine, so the figure that matters is the ratio, not the absolute req/s.
 * Run with `npm run bench` (builds first). Traffic stays on 127.0.0.1 and stops by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { canonicalParams, DEV_WEBSITE_APP_KEY, signatureHeaders } from '../packages/shared/src/signature';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PLATFORM_PORT = 18_181;
const BASELINE_PORT = 18_182;
/** The plan list is cached in the process; the dictionary list reads the database on every call. */
const TARGETS = [
  { path: '/api/v1/membership/plans', params: {} as Record<string, string> },
  { path: '/api/v1/sys/dict/list', params: { type: 'natureOfBusiness' } as Record<string, string> },
];

interface Result {
  name: string;
  rps: number;
  p99: number;
  non2xx: number;
}

async function measure(name: string, url: string, signed?: { path: string; params: Record<string, string> }): Promise<Result> {
  const query = signed ? new URLSearchParams(signed.params).toString() : '';
  const result = await autocannon({
    url: query ? `${url}?${query}` : url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'GET',
        // Every request needs its own nonce and signature, as a real client sends.
        setupRequest: (req) =>
          signed
            ? { ...req, headers: { ...req.headers, ...signatureHeaders('WEBSITE', DEV_WEBSITE_APP_KEY, { method: 'GET', path: signed.path, canonical: canonicalParams(signed.params) }) } }
            : req,
      },
    ],
  });
  return { name, rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
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
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(PLATFORM_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseline = Fastify();
  baseline.get('/baseline', async () => ({ meta: { code: 200, message: 'Success' }, data: { list: [] } }));
  try {
    await baseline.listen({ port: BASELINE_PORT, host: '127.0.0.1' });
    await waitReady(`http://127.0.0.1:${PLATFORM_PORT}/readyz`, server);

    const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    const results: Result[] = [];
    for (const target of TARGETS) {
      results.push(await measure(`platform ${target.path} (${db})`, `http://127.0.0.1:${PLATFORM_PORT}${target.path}`, target));
    }
    const bare = await measure('bare Fastify JSON route', `http://127.0.0.1:${BASELINE_PORT}/baseline`);

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, same machine, same run`);
    for (const r of [...results, bare]) {
      console.log(`${r.name.padEnd(56)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(5)} ms   non-2xx/errors ${r.non2xx}`);
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
