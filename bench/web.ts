/**
 * Web performance: Google Lighthouse (mobile, its default form factor and simulated throttling) on /home, a product
 * page and the checkout of a signed-in member, plus the JavaScript and CSS a first visit to /home and /pd downloads.
 * Starts the built server (apps/server/dist) as `npm start` does — its Node flags, development settings, demo data, the embedded
 * database — on a temporary DATA_DIR, and drives Debian's Chromium (no browser download). The server speaks HTTPS
 * with a throwaway certificate, so Chromium talks HTTP/2 to it as to the site in production (a browser only uses
 * HTTP/2 over TLS); over plain HTTP/1.1 a first visit's ~100 files would queue six at a time. Run with
 * `npm run bench:web` (builds first); not part of CI. BENCH_WEB_RUNS (default 3) runs per page, the median reported;
 * BENCH_WEB_REPORTS=<dir> also writes each page's median report there as JSON, to read its long tasks and scripts;
 * BENCH_WEB_CPU=host runs at the CPU slowdown Lighthouse's calibration gives this machine (hostMultiplier) instead of 4x.
 * BENCH_WEB_PAGES=home,product,checkout (default all) audits only those pages: an A/B comparison of one page alternates
 * two builds (WEB_DIST_DIR, which the server reads) in short runs instead of waiting for the others.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { generate } from 'selfsigned';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { bodyHash, canonicalParams, DEV_WEBSITE_APP_KEY, signatureHeaders } from '../packages/shared/src/signature';
import { startFlags } from './start-flags';
import { measureFirstLoad } from './web-first-load';

const PORT = 18_191;
const ORIGIN = `https://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** BENCH_WEB_CPU: Lighthouse's CPU slowdown, 4 by default (its mobile setting), a number, or `host` (see hostMultiplier). */
const CPU = process.env.BENCH_WEB_CPU ?? '4';
/** A run that Lighthouse itself ends with a runtime error ("Please run Lighthouse again": NO_NAVSTART and the like) is run again, this many times. */
const RETRIES = 2;
const REPORTS = process.env.BENCH_WEB_REPORTS;
const PAGES = new Set((process.env.BENCH_WEB_PAGES ?? 'home,product,checkout').split(',').filter(Boolean));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The bench's own throwaway certificate.
  '--ignore-certificate-errors',
];
/** The performance metrics in the order Lighthouse weighs them, with the short names its report uses. */
const METRICS: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'speed-index': 'SI',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
};

interface Page {
  /** What BENCH_WEB_PAGES calls it. */
  key: 'home' | 'product' | 'checkout';
  name: string;
  path: string;
  /** The signed-in member's session cookies, as the sign-in answer set them. */
  cookies?: Cookie[];
}

interface Cookie {
  name: string;
  value: string;
  httpOnly: boolean;
}

/** The throwaway certificate the server presents; the bench's own requests trust it and nothing else. */
let certificate = '';

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

/** An HTTPS request to the bench's server (Node's fetch cannot be told to trust one certificate). */
function request(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(`${ORIGIN}${path}`, { method: options.method ?? 'GET', headers: options.headers, ca: certificate }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), setCookie: res.headers['set-cookie'] ?? [] }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** One API call signed as the web client signs it, with the session cookie when there is one. */
async function api<T>(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>, cookie?: string): Promise<{ data: T; setCookie: string[] }> {
  const body = method === 'POST' ? JSON.stringify(payload ?? {}) : undefined;
  const query = method === 'GET' && payload ? (payload as Record<string, string>) : {};
  const canonical = body === undefined ? canonicalParams(query) : bodyHash(body);
  const search = new URLSearchParams(query).toString();
  const res = await request(`${path}${search ? `?${search}` : ''}`, {
    method,
    body,
    headers: {
      ...signatureHeaders('WEBSITE', DEV_WEBSITE_APP_KEY, { method, path, canonical }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
  });
  const json = JSON.parse(res.body) as { meta: { code: number; message: string }; data: T };
  if (res.status >= 400) throw new Error(`${method} ${path} answered ${res.status} ${json.meta.code} ${json.meta.message}`);
  return { data: json.data, setCookie: res.setCookie };
}

/**
 * A new member registered through the API (code read from the development outbox) with an address and one cart
 * line: /checkout?items=<line> is then the page a shopper sees, not the redirect to /login a visitor gets.
 */
async function checkoutPage(productIds: readonly string[]): Promise<Page> {
  const email = `bench-web-${Date.now()}@example.com`;
  await api('POST', '/api/v1/member/email/code', { email, purpose: 'REGISTER' });
  const outbox = await request(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  const { data } = JSON.parse(outbox.body) as { data: { list: Array<{ text: string }> } };
  const code = data.list.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
  if (!code) throw new Error(`no registration code in the outbox for ${email}`);
  const password = 'Bench-web-1';
  const registered = await api('POST', '/api/v1/member/email/register', { email, code, password, confirmPassword: password, terms: true });
  const cookies = registered.setCookie.map((header): Cookie => {
    const [pair = ''] = header.split(';', 1);
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), httpOnly: /;\s*httponly/i.test(header) };
  });
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  await api(
    'POST',
    '/api/v1/address/add',
    {
      name: 'Bench Web',
      regionCode: 'HK',
      phone: '91234567',
      email,
      area: 'HONG_KONG',
      countryCode: 'HK',
      city: 'Wan Chai',
      detail: '1 Queen’s Road East',
      isDefault: true,
    },
    cookie,
  );
  // Products with options need a specification; the first that adds as it is will do.
  for (const productId of productIds) {
    try {
      const line = await api<{ id: string }>('POST', '/api/v1/cart/add', { productId, quantity: 1 }, cookie);
      return { key: 'checkout', name: 'checkout (signed in, 1 line)', path: `/checkout?items=${line.data.id}`, cookies };
    } catch {
      // next product
    }
  }
  throw new Error('no listed product could be added to a cart');
}

/** The first start migrates and seeds the demo data into PGlite: over a minute on a busy two-core machine. */
async function waitReady(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await request('/readyz')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready in 5 minutes');
}

/**
 * Puts the session cookies in Chromium's own jar: the web app reads the memberId cookie to know it is signed in,
 * which a Cookie request header (Lighthouse's extraHeaders) would not give it. Lighthouse's storage reset between
 * runs clears caches and service workers, not cookies.
 */
async function signIn(port: number, cookies: Cookie[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.addCookies(cookies.map((c) => ({ ...c, url: ORIGIN, sameSite: 'Lax' as const })));
  } finally {
    // Connected over CDP, close() only disconnects: Chromium and its default context stay for Lighthouse.
    await browser.close();
  }
}

/**
 * The CPU slowdown that makes this machine a mid-tier phone, by Lighthouse's calibration (docs/throttling.md, "Calibrating
 * the CPU slowdown", and its calculator, lighthouse-cpu-throttling-calculator): its default 4x assumes a desktop whose
 * benchmark index is about 1,533. On a slower machine 4x emulates a slower phone than Lighthouse means, on a faster one
 * a faster phone, so scores from different machines are only comparable at the host's multiplier.
 */
function hostMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** One Lighthouse run, run again when Lighthouse reports a runtime error of its own. */
async function lighthouseRun(url: string, flags: Flags): Promise<Result> {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === RETRIES) throw new Error(`Lighthouse on ${url}: ${error.message}`);
    console.log(`  (Lighthouse ${error.code} on ${new URL(url).pathname}; run again)`);
  }
}

/** The bench's Lighthouse settings: performance only, at the given CPU slowdown. */
function lighthouseFlags(port: number, cpuSlowdownMultiplier: number): Flags {
  // Longer waits than Lighthouse's defaults (30 s, 45 s): on a busy two-core machine a page can take that long to paint.
  return {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    maxWaitForFcp: 90_000,
    maxWaitForLoad: 120_000,
    throttling: { cpuSlowdownMultiplier },
  };
}

/** BENCH_WEB_CPU=host: the host multiplier from the benchmark index of a first, unreported run of the first page. */
async function measuredHostMultiplier(page: Page, port: number): Promise<number> {
  const lhr = await lighthouseRun(`${ORIGIN}${page.path}`, lighthouseFlags(port, 4));
  const index = lhr.environment.benchmarkIndex;
  const multiplier = hostMultiplier(index);
  console.log(`\nbenchmark index ${index.toFixed(0)}: Lighthouse's calibration gives a CPU slowdown of ${multiplier.toFixed(2)}x`);
  return multiplier;
}

/** The median of RUNS Lighthouse runs of one page (fresh HTTP cache each run: a first visit). */
async function audit(page: Page, port: number, cpuSlowdownMultiplier: number): Promise<Result> {
  if (page.cookies) await signIn(port, page.cookies);
  const flags = lighthouseFlags(port, cpuSlowdownMultiplier);
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouseRun(`${ORIGIN}${page.path}`, flags);
    // A page that sent the browser elsewhere (/login when the session did not take) would be measured as another page.
    const shown = new URL(result.finalDisplayedUrl).pathname;
    if (shown !== new URL(page.path, ORIGIN).pathname) throw new Error(`${page.path} ended on ${shown}`);
    runs.push(result);
  }
  const median = computeMedianRun(runs);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(join(REPORTS, `${page.name.split(' ')[0]}.json`), JSON.stringify(median));
  }
  return median;
}

/**
 * One line per page: the score, then each weighted metric with its weight and its own score. The CPU benchmark
 * index is Lighthouse's measure of the machine during the run (its throttling assumes a fast desktop): a low one
 * on a busy machine inflates TBT and the paint times.
 */
function report(page: Page, lhr: Result): boolean {
  const performance = lhr.categories.performance;
  const score = Math.round((performance?.score ?? 0) * 100);
  const weighted = (performance?.auditRefs ?? []).filter((ref) => ref.weight > 0);
  weighted.sort((a, b) => Object.keys(METRICS).indexOf(a.id) - Object.keys(METRICS).indexOf(b.id));
  const metrics = weighted.map((ref) => {
    const metric = lhr.audits[ref.id];
    return `${METRICS[ref.id] ?? ref.id} ${metric?.displayValue ?? '?'} (w${ref.weight}, ${Math.round((metric?.score ?? 0) * 100)})`;
  });
  const index = lhr.environment.benchmarkIndex;
  const cpu = `cpu ${index.toFixed(0)} (host multiplier ${hostMultiplier(index).toFixed(1)})`;
  console.log(`${page.name.padEnd(30)} ${String(score).padStart(3)}   ${metrics.join('   ')}   ${cpu}`);
  return score >= 90;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sme-bench-web-'));
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  certificate = pems.cert;
  const tls = { TLS_CERT_FILE: join(dataDir, 'cert.pem'), TLS_KEY_FILE: join(dataDir, 'key.pem') };
  writeFileSync(tls.TLS_CERT_FILE, pems.cert);
  writeFileSync(tls.TLS_KEY_FILE, pems.private);
  // The embedded database even when DATABASE_URL is set: the demo data goes into a database of its own.
  const env = {
    ...process.env,
    ...tls,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  };
  const server = spawn(process.execPath, [...startFlags(), 'apps/server/dist/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitReady(server);
    const list = await api<{ list: Array<{ id: string }> }>('GET', '/api/v1/product/list', { page: '1', size: '20', sort: 'popular' });
    const productIds = list.data.list.map((p) => p.id);
    if (!productIds[0]) throw new Error('the demo catalogue lists no product');
    const pages: Page[] = [
      { key: 'home', name: 'home', path: '/home' },
      { key: 'product', name: 'product detail', path: `/pd?id=${productIds[0]}` },
    ];
    if (PAGES.has('checkout')) pages.push(await checkoutPage(productIds));
    const audited = pages.filter((page) => PAGES.has(page.key));
    if (audited.length === 0) throw new Error(`BENCH_WEB_PAGES names none of home, product, checkout: ${[...PAGES].join(',')}`);

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const multiplier = CPU === 'host' ? await measuredHostMultiplier(pages[0] as Page, chrome.port) : Number(CPU);
    if (!(multiplier >= 1)) throw new Error(`BENCH_WEB_CPU must be a number of at least 1 or "host", not ${CPU}`);
    console.log(
      `\nLighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page, mobile (simulated throttling, CPU slowdown ${multiplier.toFixed(1)}x), ${ORIGIN}`,
    );
    console.log('page                           score  metric value (weight, metric score)');
    let allGood = true;
    for (const page of audited) allGood = report(page, await audit(page, chrome.port, multiplier)) && allGood;
    await chrome.kill();
    chrome = undefined;

    console.log('\nfirst load, JavaScript and CSS (brotli at quality 11)');
    for (const page of audited.filter((p) => p.key !== 'checkout')) {
      const load = await measureFirstLoad(ORIGIN, page.path);
      const brotliKb = (type: 'script' | 'stylesheet') =>
        (load.list.filter((f) => f.type === type).reduce((sum, f) => sum + f.brotliBytes, 0) / 1024).toFixed(0);
      console.log(
        `${page.name.padEnd(30)} ${String(load.files).padStart(3)} files   ${(load.rawBytes / 1024).toFixed(0).padStart(6)} KB raw   ${(load.brotliBytes / 1024).toFixed(0).padStart(5)} KB brotli (JS ${brotliKb('script')}, CSS ${brotliKb('stylesheet')})`,
      );
    }
    if (!allGood) console.log('\nsome page scores below 90');
  } finally {
    await chrome?.kill();
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
