/**
 * What a first visit to one page of the web app downloads: every script and stylesheet the browser fetches until
 * the page settles, measured in Chromium (Debian's /usr/bin/chromium) so lazy chunks the page needs count too.
 * Each body is brotli-compressed here (quality 11, as the build precompresses), whatever the server sent, so the
 * figure does not depend on how the server encodes.
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';

export interface FirstLoad {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  /** Each script and stylesheet, in the order the browser asked for them: what to look at when the sum grows. */
  list: FirstLoadFile[];
}

export interface FirstLoadFile {
  url: string;
  type: 'script' | 'stylesheet';
  rawBytes: number;
  brotliBytes: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const QUIET_MS = 2_000;
const SETTLE_LIMIT_MS = 30_000;

/** Load `origin + path` in a fresh headless Chromium and sum the JS and CSS it fetched (raw and brotli). */
export async function measureFirstLoad(origin: string, path: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    // The bench server's throwaway certificate.
    const page = await browser.newPage({ ignoreHTTPSErrors: true });
    const bodies = new Map<string, { type: FirstLoadFile['type']; body: Promise<Buffer | null> }>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      if (!bodies.has(response.url())) bodies.set(response.url(), { type, body: response.body().catch(() => null) });
    });
    await page.goto(new URL(path, origin).href, { waitUntil: 'networkidle' });
    // The network goes quiet while the entry still parses; the route's own chunks come after. Settled means the
    // main thread reached idle and no new script or stylesheet came for QUIET_MS.
    for (let seen = -1, waited = 0; seen !== bodies.size && waited < SETTLE_LIMIT_MS; waited += QUIET_MS) {
      seen = bodies.size;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await page.waitForTimeout(QUIET_MS);
      await page.waitForLoadState('networkidle');
    }
    const list: FirstLoadFile[] = [];
    for (const [url, { type, body: pending }] of bodies) {
      const body = await pending;
      if (!body) continue;
      const brotliBytes = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      list.push({ url, type, rawBytes: body.length, brotliBytes });
    }
    const sum = (key: 'rawBytes' | 'brotliBytes') => list.reduce((total, file) => total + file[key], 0);
    return { files: list.length, rawBytes: sum('rawBytes'), brotliBytes: sum('brotliBytes'), list };
  } finally {
    await browser.close();
  }
}
