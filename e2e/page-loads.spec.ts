import { type Browser, type Request, expect, test } from '@playwright/test';
import { WireLog } from './support/wire-log';

const LOADS_PER_PAGE = 60;
const NONCE_REUSED = 4012;

// 300 page loads: a trace of every request and snapshot would cost more than the loads themselves.
test.use({ trace: 'off' });

const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');

/** What one tab saw while loading one page again and again. */
interface Outcome {
  loads: number;
  /** API requests the page sent (page.on('request')). */
  sent: number;
  /** Duplicates on the wire: the same method, URL and nonce twice, or the same GET URL twice in one page load. */
  duplicates: string[];
  /** API answers that were 409 or code 4012. */
  refusals: string[];
  /** API requests that reached the server. */
  arrived: number;
}

/** A tab behind its own wire log, with a way to wait until a load has settled. */
async function openTab(browser: Browser, serverUrl: string) {
  const wire = await WireLog.start(new URL(serverUrl));
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const inFlight = new Set<Request>();
  const counts = { started: 0, sent: 0 };
  const refusals: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') return;
    inFlight.add(request);
    counts.started++;
    if (isApi(request.url())) counts.sent++;
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', async (response) => {
    if (!isApi(response.url()) || response.status() < 400) return;
    const code = ((await response.json().catch(() => null)) as { meta?: { code?: number } } | null)?.meta?.code;
    if (response.status() === 409 || code === NONCE_REUSED) refusals.push(`${response.status()} ${code} ${response.url()}`);
  });

  /** Nothing but images in flight and the main thread idle, with nothing new started meanwhile. */
  const settle = async () => {
    for (;;) {
      await expect.poll(() => inFlight.size, { intervals: [5] }).toBe(0);
      const before = counts.started;
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      if (inFlight.size === 0 && counts.started === before) return;
    }
  };

  /** Load `path` `times` times in this tab, each load settled before the next; what reached the server, judged. */
  const loadRepeatedly = async (path: string, times: number): Promise<Outcome> => {
    const firstLoad = wire.load + 1;
    const sentBefore = counts.sent;
    for (let i = 0; i < times; i++) {
      wire.load++;
      await page.goto(`${wire.origin}${path}`, { waitUntil: 'commit' });
      await settle();
    }
    const api = wire.requests.filter((r) => r.load >= firstLoad && r.url.startsWith('/api/'));
    const seen = new Map<string, number>();
    const note = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
    for (const r of api) {
      note(`${r.method} ${r.url} nonce ${r.nonce}`);
      if (r.method === 'GET') note(`GET ${r.url} in load ${r.load}`);
    }
    expect(wire.unreadable).toBe(0);
    return {
      loads: times,
      sent: counts.sent - sentBefore,
      duplicates: [...seen].filter(([, count]) => count > 1).map(([key, count]) => `${key} ×${count}`),
      refusals: refusals.splice(0),
      arrived: api.length,
    };
  };

  const close = async () => {
    await context.close();
    await wire.close();
  };
  return { page, wire, settle, loadRepeatedly, close };
}

/**
 * A page load must send each signed GET once: Chromium can send the same GET again with its nonce after another fetch
 * of the same URL was cancelled (out of sight of page.on('request')), and the server refuses the later copy as a
 * replay. Each page gets its own tab behind a wire log that counts what reached the server, resends included.
 *
 * A duplicate is the same method, URL and nonce twice on the wire, or the same GET URL twice in one page load: none of
 * these pages reads anything twice (react-query shares one answer per key and nothing here polls), and each load
 * settles before the next, so the page cancels nothing that it would then read again.
 */
test('loading /pd, /marketplace and /mcList 60 times each sends each read once and is never answered 409', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const tabs = await Promise.all([0, 1, 2].map(() => openTab(browser, baseURL ?? '')));
  try {
    const [pd, marketplace, mcList] = tabs as [(typeof tabs)[number], (typeof tabs)[number], (typeof tabs)[number]];
    // A seeded product, as the marketplace links it.
    await marketplace.page.goto(`${marketplace.wire.origin}/marketplace`);
    const product = (await marketplace.page.locator('a[href^="/pd?id="]').first().getAttribute('href')) ?? '';
    expect(product).toMatch(/^\/pd\?id=/);
    await marketplace.settle();

    // One tab per page, side by side: the loads of one tab follow each other, as a visitor's do.
    const outcomes = await Promise.all([
      pd.loadRepeatedly(product, LOADS_PER_PAGE),
      marketplace.loadRepeatedly('/marketplace', LOADS_PER_PAGE),
      mcList.loadRepeatedly('/mcList', LOADS_PER_PAGE),
    ]);
    const total = (pick: (o: Outcome) => number) => outcomes.reduce((sum, o) => sum + pick(o), 0);
    const duplicates = outcomes.flatMap((o) => o.duplicates);
    const refusals = outcomes.flatMap((o) => o.refusals);
    console.log(
      `page loads: ${total((o) => o.loads)}, API requests: ${total((o) => o.sent)} sent by the pages, ${total((o) => o.arrived)} reached the server, ` +
        `duplicates: ${duplicates.length}, 409s: ${refusals.length}`,
    );
    for (const o of outcomes) expect(o.arrived).toBeGreaterThanOrEqual(o.loads);
    expect(duplicates).toEqual([]);
    expect(refusals).toEqual([]);
    expect(total((o) => o.arrived)).toBe(total((o) => o.sent));
  } finally {
    await Promise.all(tabs.map((tab) => tab.close()));
  }
});
