import { type Page, type Response, expect, test } from '@playwright/test';
import { registerByEmail } from './support/accounts';
import { type ConsoleServer, startConsoleServer } from './support/console';
import { placePickupOrder } from './support/payments';
import { addToCart, openProduct } from './support/shop';

// console.spec.ts uses E2E_PORT + 1, console-products.spec.ts + 3, console-journey.spec.ts + 5 and applications.spec.ts
// + 7; the assistant has a server of its own on + 9, so the questions other journeys ask never count against its
// daily limits.
const port = Number(process.env.E2E_PORT ?? 18_080) + 9;
let server: ConsoleServer;

test.use({ baseURL: `http://127.0.0.1:${port}`, actionTimeout: 15_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsoleServer(port);
});

test.afterAll(() => server?.stop());

/** The assistant.chat answer of the question asked next. */
const chatStream = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/v1/assistant/chat') && r.request().method() === 'POST');

/**
 * Keeps in the page a copy of each assistant.chat stream as the app reads it. DevTools cannot always give back the
 * body of a response the page read as a stream ("No data found for resource"), so the events are read from this copy.
 */
const CHAT_STREAM_COPIES = () => {
  const copies: string[] = [];
  (window as unknown as { chatStreamCopies: string[] }).chatStreamCopies = copies;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const res = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/api/v1/assistant/chat') || !res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) return res;
    const [forApp, copy] = res.body.tee();
    const index = copies.push('') - 1;
    void new Response(copy).text().then((text) => (copies[index] = text));
    return new Response(forApp, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
};

/** The types of the events the latest stream carried, in order, once it has ended. */
async function streamedEvents(page: Page, response: Response): Promise<string[]> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
  const latest = () => page.evaluate(() => (window as unknown as { chatStreamCopies: string[] }).chatStreamCopies.at(-1) ?? '');
  await expect.poll(latest).toMatch(/^event: (done|error)$/m);
  return [...(await latest()).matchAll(/^event: (\w+)$/gm)].map((m) => m[1] ?? '');
}

/** The latest answer bubble of the chat (the bubbles are labelled by who speaks and say whether they are still streaming). */
const latestAnswer = (page: Page, label: string) => page.locator(`[aria-label="${label}"][aria-busy]`).last();

// Characters that only Simplified Chinese writes this way, and their Traditional forms.
const SIMPLIFIED_ONLY = /[这们个为会册时说请务证书银贷资须应]/;
const TRADITIONAL_ONLY = /[這們個為會冊時說請務證書銀貸資須應]/;

test('a visitor in zh_TW picks a suggested question on /ask, reads the streamed, cited answer in Traditional Chinese and follows a source', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-TW' });
  await context.addInitScript(() => localStorage.setItem('project-locale', 'zh_TW'));
  await context.addInitScript(CHAT_STREAM_COPIES);
  const page = await context.newPage();

  // /ask: the topics in Traditional Chinese, each with its seeded questions.
  await page.goto('/ask');
  await expect(page.getByRole('heading', { level: 3, name: '公司註冊' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '商業貸款' })).toBeVisible();

  // The question opens /chat, which asks it at once; the answer streams in as several deltas, then ends.
  const stream = chatStream(page);
  await page.getByRole('link', { name: '在香港註冊公司需要哪些文件？' }).click();
  await expect(page).toHaveURL(/\/chat/);
  const events = await streamedEvents(page, await stream);
  expect(events[0]).toBe('start');
  expect(events).toContain('citations');
  expect(events.filter((e) => e === 'delta').length).toBeGreaterThan(1);
  expect(events.at(-1)).toBe('done');

  const answer = latestAnswer(page, '助理');
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect(answer.getByRole('button', { name: '複製' })).toBeVisible();
  const text = (await answer.getByRole('paragraph').allInnerTexts()).join('\n');
  expect(text).toMatch(TRADITIONAL_ONLY);
  expect(text).not.toMatch(SIMPLIFIED_ONLY);

  // Its sources are links to pages of the site: following one opens that page.
  const sources = answer.getByRole('navigation', { name: '來源' });
  const first = sources.getByRole('link').first();
  await expect(first).toBeVisible();
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/[A-Za-z]/);
  await first.click();
  await expect(page).toHaveURL(new URL(href, server.url).toString());
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.close();
});

test('a member asks where their order is and the answer gives its status', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(CHAT_STREAM_COPIES);
  const email = `e2e-assistant-${Date.now()}@example.hk`;
  await registerByEmail(page, request, email, 'Secret123');

  // One tea ordered for store pickup and not paid yet; its number and status as the member's order page shows them.
  await openProduct(page, 'Tieguanyin', 'Tieguanyin Oolong Tea');
  await addToCart(page);
  const orderId = await placePickupOrder(page);
  const detail = page.waitForResponse((r) => r.url().includes(`/api/v1/order/detail/${orderId}`) && r.ok());
  await page.goto(`/orderDetail?id=${orderId}`);
  const { data: order } = (await (await detail).json()) as { data: { orderNo: string } };
  await expect(page.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();

  await page.goto('/chat');
  const stream = chatStream(page);
  const question = page.getByPlaceholder('Ask about company set-up, banking, loans, membership…');
  await question.fill(`Where is my order ${order.orderNo}?`);
  await question.press('Enter');
  expect((await streamedEvents(page, await stream)).at(-1)).toBe('done');

  const answer = latestAnswer(page, 'Assistant');
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect(answer).toContainText(order.orderNo);
  await expect(answer).toContainText('Awaiting payment');
});
