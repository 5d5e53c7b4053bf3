import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { registerByEmail, signInByEmail } from './support/accounts';
import { CONSOLE_ADMIN, type ConsoleServer, enrolAuthenticator, startConsoleServer } from './support/console';
import { placePickupOrder, startTestPayment } from './support/payments';
import { addToCart, openProduct } from './support/shop';

/**
 * axe-core over every route of spec section 2 and every section of the back office, in en_US and zh_TW: no serious or
 * critical violation may remain (contrast, names, labels, ARIA, landmarks…). One page load per route and language; the
 * member and the staff member sign in once and their sessions are reused as storage state.
 */

const LOCALES = [
  { code: 'en_US', browser: 'en-US' },
  { code: 'zh_TW', browser: 'zh-TW' },
] as const;
type Locale = (typeof LOCALES)[number];

/** The back office's sections an admin sees (apps/web/src/features/console/sections.ts), in menu order. */
const CONSOLE_SECTIONS = [
  ...['orders', 'products', 'special-orders', 'content', 'catalogue', 'promotions', 'reports', 'payments', 'contract'],
  ...['members', 'membership', 'bookings', 'applications', 'inbox', 'assistant', 'audit', 'staff'],
];

/** What the scan of one page found at the impacts that fail it. */
const FAILING = new Set(['serious', 'critical']);

/** The real pages behind the ids some routes need, made once by the member's journey in beforeAll. */
interface Fixtures {
  product: string;
  merchant: string;
  content: string;
  category: string;
  orderId: string;
  paymentId: string;
  payToken: string;
  checkoutItems: string;
}

/** The routes of spec section 2 (apps/web/src/app/route-table.ts), each with what it needs to show its real content. */
function siteRoutes(f: Fixtures): { path: string; auth?: boolean }[] {
  const pay = `paymentId=${f.paymentId}`;
  return [
    { path: '/home' },
    { path: '/marketplace' },
    { path: '/chat' },
    { path: '/ask' },
    { path: '/member' },
    { path: '/login' },
    { path: '/register' },
    { path: '/forgetpwd' },
    { path: '/regChinaComp' },
    { path: '/regHKComp' },
    { path: '/regBank' },
    { path: '/regLoan' },
    { path: `/contentD?id=${f.content}` },
    { path: '/mcList' },
    { path: '/newsList' },
    { path: '/pmsList' },
    { path: '/getstarted' },
    { path: '/loan' },
    { path: '/subscribe' },
    { path: '/subscribe2' },
    { path: '/phone' },
    { path: '/contactus' },
    { path: '/hiwork' },
    { path: '/aboutus' },
    { path: '/policy' },
    { path: '/terms' },
    { path: `/merchant?id=${f.merchant}` },
    { path: f.category },
    { path: '/pmsSearch?keyword=tea' },
    { path: f.product },
    { path: `/specialOffer?productId=${new URL(f.product, 'http://x').searchParams.get('id')}` },
    { path: `/paymentMsg?${pay}` },
    { path: `/paymentFail?${pay}` },
    { path: '/orderLookup' },
    { path: `/payTest?${pay}&token=${f.payToken}` },
    { path: '/community1', auth: true },
    { path: '/community2', auth: true },
    { path: '/favorites', auth: true },
    { path: '/orders', auth: true },
    { path: `/orderDetail?id=${f.orderId}`, auth: true },
    { path: '/applications', auth: true },
    { path: '/coupons', auth: true },
    { path: '/profile', auth: true },
    { path: '/cart', auth: true },
    { path: `/checkout?items=${f.checkoutItems}`, auth: true },
    { path: `/payments?orderId=${f.orderId}`, auth: true },
    { path: '/addresses', auth: true },
    { path: '/addressEdit', auth: true },
    { path: `/payReturn/test?${pay}`, auth: true },
  ];
}

/**
 * Wait until the page shows its real content: a heading in the main region (an outcome page's is its result's title),
 * nothing still loading (skeletons, spinners, aria-busy regions, the progress bar) and every finite animation finished
 * (antd fades elements in; a half-faded text would be measured at the wrong contrast).
 */
async function settle(page: Page, path: string): Promise<void> {
  // A first visit in a fresh context fetches the page's code: on the two busy cores of CI that can outlast 10 s.
  await expect(page.getByRole('main').locator('h1, h2, .ant-result-title').first(), `${path} shows its content`).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"], .ant-skeleton, .ant-spin-spinning, #nprogress')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** The failing violations of the page as one line each: rule, impact, how many elements and their selectors. */
async function scan(page: Page, counts: Map<string, number>): Promise<string[]> {
  // Only violations are read: axe then keeps one node per passed or inapplicable rule instead of all, much less work.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const failing = violations.filter((v) => FAILING.has(v.impact ?? ''));
  counts.set(
    new URL(page.url()).pathname,
    failing.reduce((n, v) => n + v.nodes.length, 0),
  );
  return failing.map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function contextIn(browser: Browser, locale: Locale, baseURL: string, storageState?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: locale.browser, storageState });
  await context.addInitScript((code) => localStorage.setItem('project-locale', code), locale.code);
  return context;
}

/**
 * Both languages at once. A scan is axe running in the page (most of the time per route), and each page has a renderer
 * process of its own, so the two languages' scans use both cores where one after the other left one idle.
 */
async function inBothLanguages(check: (locale: Locale) => Promise<void>): Promise<void> {
  // Settled, not all: a language that fails must not leave the other still driving its page after the test.
  const outcomes = await Promise.allSettled(LOCALES.map(check));
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Visit each path once and scan it; every failing page is a soft failure naming its violations. */
async function checkAll(contexts: { public: BrowserContext; member?: BrowserContext }, routes: { path: string; auth?: boolean }[], label: string) {
  const counts = new Map<string, number>();
  const pages = { public: await contexts.public.newPage(), member: await contexts.member?.newPage() };
  for (const route of routes) {
    const page = route.auth ? pages.member : pages.public;
    if (!page) throw new Error(`no signed-in context for ${route.path}`);
    await page.goto(route.path);
    await settle(page, route.path);
    const failing = await scan(page, counts);
    expect.soft(failing, `${label} ${route.path}: serious or critical axe violations`).toEqual([]);
  }
  console.log(`${label}: ${[...counts].map(([path, n]) => `${path} ${n}`).join(', ')}`);
}

test.describe('site', () => {
  let fixtures: Fixtures;
  let memberState: string;

  test.beforeAll(async ({ browser, baseURL }, info) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    const email = `e2e-a11y-${Date.now()}@example.hk`;
    await registerByEmail(page, context.request, email, 'Secret123');

    // The ids of a seeded merchant, article and category, as the marketplace and lists link them.
    await page.goto('/marketplace');
    const href = async (prefix: string) => (await page.locator(`a[href^="${prefix}"]`).first().getAttribute('href')) ?? '';
    const merchant = new URL(await href('/merchant?id='), baseURL).searchParams.get('id') ?? '';
    const category = await href('/pl?');
    await page.goto('/newsList');
    const content = new URL(await href('/contentD?id='), baseURL).searchParams.get('id') ?? '';

    // An order awaiting its test payment, and a product left in the cart for the checkout page.
    const product = new URL(await openProduct(page, 'Tieguanyin', 'Tieguanyin Oolong Tea')).pathname + new URL(page.url()).search;
    await addToCart(page);
    const orderId = await placePickupOrder(page);
    await startTestPayment(page);
    const payUrl = new URL(page.url());
    await page.goto(product);
    await addToCart(page);
    await page.goto('/cart');
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/checkout\?items=/);
    const checkoutItems = new URL(page.url()).searchParams.get('items') ?? '';

    fixtures = {
      product,
      merchant,
      content,
      category,
      orderId,
      paymentId: payUrl.searchParams.get('paymentId') ?? '',
      payToken: payUrl.searchParams.get('token') ?? '',
      checkoutItems,
    };
    memberState = info.outputPath('member.json');
    await context.storageState({ path: memberState });
    await context.close();
  });

  // One test for both languages: a failed test restarts the worker, and with it this setup.
  test('every route of spec section 2, in en_US and zh_TW, has no serious or critical axe violation', async ({ browser, baseURL }) => {
    // About 100 page loads and scans, the two languages side by side: some 5 minutes on two busy cores.
    test.setTimeout(1_200_000);
    await inBothLanguages(async (locale) => {
      const contexts = { public: await contextIn(browser, locale, baseURL ?? ''), member: await contextIn(browser, locale, baseURL ?? '', memberState) };
      try {
        await checkAll(contexts, siteRoutes(fixtures), `site ${locale.code}`);
      } finally {
        await contexts.public.close();
        await contexts.member.close();
      }
    });
  });
});

test.describe('console', () => {
  const port = Number(process.env.E2E_PORT ?? 18_080) + 13;
  let server: ConsoleServer;
  let staffState: string;

  test.beforeAll(async ({ browser }, info) => {
    test.setTimeout(240_000);
    server = await startConsoleServer(port);
    const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
    const staff = await context.newPage();
    await staff.goto('/console');
    await expect(staff).toHaveURL(/\/login$/);
    await signInByEmail(staff, CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
    await enrolAuthenticator(staff);
    staffState = info.outputPath('staff.json');
    await context.storageState({ path: staffState });
    await context.close();
  });

  test.afterAll(() => server?.stop());

  test('every section of the back office, in en_US and zh_TW, has no serious or critical axe violation', async ({ browser }) => {
    test.setTimeout(300_000);
    await inBothLanguages(async (locale) => {
      const context = await contextIn(browser, locale, server.url, staffState);
      try {
        await checkAll(
          { public: context },
          CONSOLE_SECTIONS.map((s) => ({ path: `/console/${s}` })),
          `console ${locale.code}`,
        );
      } finally {
        await context.close();
      }
    });
  });
});
