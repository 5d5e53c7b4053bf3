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

/** The assistant.chat answer of the question asked next: its SSE events, read once the stream has ended. */
const chatStream = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/v1/assistant/chat') && r.request().method() === 'POST');

/** The types of the events a finished stream carried, in order. */
async function streamedEvents(response: Response): Promise<string[]> {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
  return [...(await response.text()).matchAll(/^event: (\w+)$/gm)].map((m) => m[1] ?? '');
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
  const page = await context.newPage();

  // /ask: the topics in Traditional Chinese, each with its seeded questions.
  await page.goto('/ask');
  await expect(page.getByRole('heading', { level: 3, name: '公司註冊' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '商業貸款' })).toBeVisible();

  // The question opens /chat, which asks it at once; the answer streams in as several deltas, then ends.
  const stream = chatStream(page);
  await page.getByRole('link', { name: '在香港註冊公司需要哪些文件？' }).click();
  await expect(page).toHaveURL(/\/chat/);
  const events = await streamedEvents(await stream);
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
  expect((await streamedEvents(await stream)).at(-1)).toBe('done');

  const answer = latestAnswer(page, 'Assistant');
  await expect(answer).toHaveAttribute('aria-busy', 'false');
  await expect(answer).toContainText(order.orderNo);
  await expect(answer).toContainText('Awaiting payment');
});
