import { expect, test } from '@playwright/test';
import { registerByEmail, signInByEmail } from './support/accounts';
import { CONSOLE_ADMIN, type ConsoleServer, enrolAuthenticator, startConsoleServer } from './support/console';
import { decideTestPayment, placePickupOrder, startTestPayment } from './support/payments';
import { addToCart, openProduct } from './support/shop';

const port = Number(process.env.E2E_PORT ?? 18_080) + 1;
let server: ConsoleServer;

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsoleServer(port);
});

test.afterAll(() => server?.stop());

test('the first admin signs in with TOTP and verifies a member’s paid pickup order, which the member then sees completed', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);

  // A member orders a tea for store pickup and pays with the test provider.
  const email = `e2e-console-${Date.now()}@example.hk`;
  await registerByEmail(page, request, email, 'Secret123');
  await openProduct(page, 'Tieguanyin', 'Tieguanyin Oolong Tea');
  await addToCart(page);
  const orderId = await placePickupOrder(page);
  await startTestPayment(page);
  await decideTestPayment(page, 'Approve');
  await expect(page.getByText('Payment successful')).toBeVisible();

  // The member's order page shows the pickup QR code; its value is what the counter scans (or types).
  const detail = page.waitForResponse((r) => r.url().includes(`/api/v1/order/detail/${orderId}`) && r.ok());
  await page.goto(`/orderDetail?id=${orderId}`);
  const { data: order } = (await (await detail).json()) as { data: { orderNo: string; pickupQr: string } };
  await expect(page.getByRole('heading', { name: 'Pending pickup' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  expect(order.pickupQr).toMatch(/^SMEPICKUP\./);

  // The admin (made by `npm run admin:create`) signs in, is sent on to the console, and sets up the authenticator.
  const staff = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await staff.goto('/console');
  await expect(staff).toHaveURL(/\/login$/);
  await signInByEmail(staff, CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
  await expect(staff).toHaveURL(/\/console$/);
  await enrolAuthenticator(staff);
  await expect(staff.getByTestId('console-who')).toContainText('Platform staff');

  // The order is in the table, found by its number.
  await staff.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderNo);
  await staff.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await expect(staff).toHaveURL(new RegExp(`q=${order.orderNo}`));
  const row = staff.getByRole('row', { name: new RegExp(order.orderNo) });
  await expect(row).toContainText('Pending pickup');
  await expect(row).toContainText('Store pickup');

  // At the counter: the pickup code typed in (this Chromium has no camera), verified, the order completed.
  await staff.getByRole('button', { name: 'Verify pickup' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Verify pickup' });
  await dialog.getByRole('textbox', { name: 'Pickup code' }).fill(order.pickupQr);
  await dialog.getByRole('button', { name: 'Verify and complete' }).click();
  await expect(staff).toHaveURL(new RegExp(`/console/orders/${orderId}$`));
  await expect(staff.getByRole('heading', { name: `Order ${order.orderNo}` })).toBeVisible();
  await expect(staff.getByRole('main').getByText('Completed').first()).toBeVisible();
  await expect(staff.getByText('by an administrator')).toBeVisible();

  // The audit log has the verification.
  await staff.getByRole('menuitem', { name: /Audit log/ }).click();
  await expect(staff.getByText('console.order.verifyPickup').first()).toBeVisible();

  // The member sees the order completed.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Completed' })).toBeVisible();
});
