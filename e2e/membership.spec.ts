import { expect, test } from '@playwright/test';
import { registerByEmail, signInByEmail } from './support/accounts';
import { CONSOLE_ADMIN, type ConsoleServer, enrolAuthenticator, startConsoleServer } from './support/console';
import { decideTestPayment, startTestPayment } from './support/payments';
import { addToCart, openProduct } from './support/shop';

// Other journeys use E2E_PORT + 1 … + 9; membership has a server of its own on + 11 (its admin issues the cards).
const port = Number(process.env.E2E_PORT ?? 18_080) + 11;
let server: ConsoleServer;

test.use({ baseURL: `http://127.0.0.1:${port}`, actionTimeout: 15_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsoleServer(port);
});

test.afterAll(() => server?.stop());

test('a member buys Gold annually with the test provider, sees it on /profile and in the header, and gets the Gold discount at checkout', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `e2e-gold-${Date.now()}@example.hk`;
  await registerByEmail(page, request, email, 'Secret123');

  // /member: annual billing, Gold; the dialog prices a new membership (12 × HK$480 less 15 %).
  await page.goto('/member');
  await page.getByRole('radiogroup', { name: 'Billing period' }).getByText('Annual').click();
  await page.getByRole('link', { name: 'Choose Gold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Gold' });
  await expect(dialog).toContainText('HK$4,896.00');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();

  // The payment page takes the purchase like an order: the sandbox provider approves it.
  await expect(page).toHaveURL(/\/payments\?purchaseId=[0-9a-f-]+$/);
  await expect(page.getByRole('complementary', { name: 'Purchase summary' })).toContainText('Gold · annual');
  await startTestPayment(page);
  await decideTestPayment(page, 'Approve');
  await expect(page).toHaveURL(/\/paymentSuccess\?paymentId=[0-9a-f-]+$/);
  await expect(page.getByText(/Your plan is active until/)).toBeVisible();

  // /profile shows the plan, its discount and the paid purchase in the history.
  await page.getByRole('link', { name: 'View my membership' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const membership = page.getByRole('region', { name: 'Membership', exact: true });
  await expect(membership.getByText('Gold').first()).toBeVisible();
  await expect(membership.getByText(/Valid until/).first()).toBeVisible();
  await expect(membership.getByText('5% off every shop order')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Membership history' }).getByText('Paid')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Gold', { exact: true })).toBeVisible();

  // Checkout takes the Gold member discount (5 % by default) off the goods.
  await openProduct(page, 'Tieguanyin', 'Tieguanyin Oolong Tea');
  await addToCart(page);
  await page.goto('/cart');
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout\?items=/);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Gold member discount (5%)');
});

test('staff issue a batch of membership cards and a member redeems one in Traditional Chinese', async ({ browser, request }) => {
  test.setTimeout(180_000);

  // The admin issues two Gold cards of 3 months; the codes are shown once.
  const admin = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await admin.goto('/console');
  await signInByEmail(admin, CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
  await enrolAuthenticator(admin);
  await admin.getByRole('menuitem', { name: /Membership/ }).click();
  await admin.getByRole('tab', { name: 'Card batches' }).click();
  await admin.getByRole('button', { name: 'Issue cards' }).click();
  const issue = admin.getByRole('dialog', { name: 'Issue a batch of membership cards' });
  // By keyboard, as a staff member may: a click on the opening list can land while the page scrolls it into view.
  await issue.getByLabel('Tier').focus();
  await admin.keyboard.press('ArrowDown');
  await admin.keyboard.press('ArrowDown');
  await admin.keyboard.press('Enter');
  await expect(issue.locator('.ant-select-content')).toHaveAttribute('title', 'Gold');
  await issue.getByLabel('Duration (months)').fill('3');
  await issue.getByLabel('Quantity').fill('2');
  await issue.getByRole('button', { name: 'Issue' }).click();
  await expect(admin.getByText('they are shown only this once')).toBeVisible();
  const codes = await admin
    .getByRole('cell')
    .filter({ hasText: /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/ })
    .allTextContents();
  expect(codes).toHaveLength(2);
  await admin.context().close();

  // A member reads the site in Traditional Chinese and redeems the first code on /member.
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-TW' });
  const page = await context.newPage();
  const email = `e2e-card-${Date.now()}@example.hk`;
  await registerByEmail(page, request, email, 'Secret123');
  await page.evaluate(() => localStorage.setItem('project-locale', 'zh_TW'));
  await page.goto('/member');
  const redeem = page.getByRole('region', { name: '持有會員卡？' });
  await redeem.getByLabel('兑換碼').fill('WRONG-CODE-0000');
  await redeem.getByRole('button', { name: '兑換' }).click();
  await expect(redeem.getByText('兑換碼無效，請檢查後重試。')).toBeVisible();
  await redeem.getByLabel('兑換碼').fill(codes[0]!.toLowerCase());
  await redeem.getByRole('button', { name: '兑換' }).click();
  await expect(redeem.getByText(/會員卡已兑換：金卡會員/)).toBeVisible();
  await expect(page.getByText(/您的方案：金卡/)).toBeVisible();

  // The same code again is refused; /profile lists the card with its number masked.
  await redeem.getByLabel('兑換碼').fill(codes[0]!);
  await redeem.getByRole('button', { name: '兑換' }).click();
  await expect(redeem.getByText('此會員卡已被兑換。')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: '我的會員卡' }).getByRole('cell', { name: /^\*{4} \*{4} \*{4} \d{4}$/ })).toBeVisible();
  await context.close();
});
