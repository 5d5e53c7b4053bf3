import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { registerByEmail, signInByEmail } from './support/accounts';
import { CONSOLE_ADMIN, type ConsoleServer, enrolAuthenticator, invitationLinkSentTo, inviteMerchantStaff, startConsoleServer } from './support/console';
import { openedDialog } from './support/dialogs';
import { addToCart, openProduct } from './support/shop';

// console.spec.ts uses E2E_PORT + 1 and console-products.spec.ts + 3; this journey has a server of its own on + 5,
// with FPS configured (the payment method is offered only when its proxy id, name and city are set).
const port = Number(process.env.E2E_PORT ?? 18_080) + 5;
const FPS_ENV = { FPS_PROXY_ID: '1234567', FPS_MERCHANT_NAME: 'SME Link HK', FPS_MERCHANT_CITY: 'Hong Kong' };
let server: ConsoleServer;

// A step that cannot happen fails in 15 s instead of using up the whole test's time.
test.use({ baseURL: `http://127.0.0.1:${port}`, actionTimeout: 15_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsoleServer(port, FPS_ENV);
});

test.afterAll(() => server?.stop());

// Screenshots for a person to review (not asserted), outside the repository.
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/journey-${name}.png`, fullPage: true });

test('a merchant’s staff member lists a product, a member buys it by FPS, the merchant records the payment and ships it, and the member confirms receipt', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const word = `Kite${Date.now().toString(36)}`;
  const productName = `Silk kite ${word}`;
  const staffEmail = `e2e-staff-${word.toLowerCase()}@example.hk`;
  const memberEmail = `e2e-buyer-${word.toLowerCase()}@example.hk`;
  const courier = 'SF Express';
  const trackingNo = `SF${Date.now()}`;

  // The admin invites a Harbour Leaf Tea staff member (admins make staff; the first admin comes from the command).
  const admin = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await admin.goto('/console');
  await signInByEmail(admin, CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
  await enrolAuthenticator(admin);
  await admin.getByRole('menuitem', { name: /Staff/ }).click();
  await expect(admin).toHaveURL(/\/console\/staff$/);
  await inviteMerchantStaff(admin, staffEmail, 'Harbour', /Harbour Leaf Tea/);
  await admin.context().close();

  // The invitee registers with the invited address, opens the mailed link, accepts, and sets up two-step sign-in.
  const staff = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await registerByEmail(staff, request, staffEmail, 'Secret123');
  await staff.goto(await invitationLinkSentTo(request, staffEmail));
  await staff.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(staff.getByText('You are now back-office staff.')).toBeVisible();
  await staff.getByRole('button', { name: 'Open the back office' }).click();
  await enrolAuthenticator(staff);
  await expect(staff.getByTestId('console-who')).toContainText('Harbour Leaf Tea');
  await expect(staff.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await shot(staff, '01-staff-signed-in');

  // A new product for home delivery, through the form (no merchant to choose: staff list for their own), published.
  await staff.getByRole('menuitem', { name: /Products/ }).click();
  await staff.getByRole('button', { name: 'New product' }).click();
  await expect(staff.getByRole('heading', { name: 'New product' })).toBeVisible();
  await expect(staff.getByLabel('Merchant')).toHaveCount(0);
  await staff.getByLabel('Code').fill(`E2E-${word}`);
  await staff.getByLabel('Name (English)').fill(productName);
  await staff.getByLabel('Name (Chinese)').fill(`絲綢風箏 ${word}`);
  await staff.getByLabel('Retail price').fill('120.00');
  await staff.getByLabel('Stock').fill('5');
  await expect(staff.getByRole('checkbox', { name: 'Home delivery' })).toBeChecked();
  await expect(staff.getByRole('checkbox', { name: 'Store pickup' })).not.toBeChecked();
  await shot(staff, '02-product-form');
  await staff.getByRole('button', { name: 'Create product' }).click();
  await expect(staff.getByRole('heading', { name: `Edit ${productName}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Publish' }).click();
  await (await openedDialog(staff)).getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByText('Product published.')).toBeVisible();
  await expect(staff.getByRole('main').getByText('On sale').first()).toBeVisible();

  // The marketplace search finds it; public answers are cached for up to 15 seconds, so search again until the
  // answer has it (read from the answer itself, so a slow page on a busy machine is not taken for a miss).
  await expect
    .poll(
      async () => {
        const answer = page.waitForResponse((r) => r.url().includes('/api/v1/product/list?') && r.url().includes(word));
        await page.goto(`/pmsSearch?keyword=${encodeURIComponent(word)}`);
        const { data } = (await (await answer).json()) as { data: { list: Array<{ name: string }> } | null };
        return data?.list.some((p) => p.name === productName) ?? false;
      },
      { timeout: 60_000, intervals: [2_000, 5_000] },
    )
    .toBe(true);
  await expect(page.getByRole('article', { name: new RegExp(word) }).first()).toContainText('120.00');
  await shot(page, '03-marketplace-search');

  // A member registers, opens the product and checks out for home delivery to a Hong Kong address added on the way.
  await registerByEmail(page, request, memberEmail, 'Secret123');
  await openProduct(page, word, productName);
  await addToCart(page);
  await page.goto('/cart');
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout\?items=/);
  await expect(page.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
  await page.getByRole('link', { name: 'Add an address' }).click();
  await expect(page.getByRole('heading', { name: 'Add an address' })).toBeVisible();
  await page.getByLabel('Recipient name').fill('Chan Tai Man');
  await page.getByLabel('Phone').fill('9123 4567');
  // The district list is virtual (only the first options are rendered), so narrow it by typing first.
  await page.getByRole('combobox', { name: 'District' }).fill('Wan Chai');
  await page.locator('.ant-select-item-option', { hasText: /^Wan Chai$/ }).click();
  await page.getByLabel('Address', { exact: true }).fill('Flat A, 10/F, 1 Queen’s Road East');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page).toHaveURL(/\/checkout\?items=/);
  await expect(page.getByRole('radiogroup', { name: /address/i })).toContainText('Queen’s Road East');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('HK$120.00');
  await shot(page, '04-checkout');
  const place = summary.getByRole('button', { name: /Place order/ });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/payments\?orderId=[0-9a-f-]+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

  // FPS: the QR code and the reference to quote; the order waits for the money.
  await page.getByRole('radio', { name: /FPS bank transfer/ }).check();
  await page.getByRole('button', { name: 'Show FPS QR code' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by FPS' })).toBeVisible();
  const qr = page.getByRole('img', { name: /^FPS QR code for order SO\d+$/ });
  await expect(qr).toBeVisible();
  const orderNo = ((await qr.getAttribute('alt')) ?? '').replace('FPS QR code for order ', '');
  const fps = page.getByRole('region', { name: 'Pay by FPS' });
  await expect(fps.getByText('Reference', { exact: true })).toBeVisible();
  // The goods plus the merchant's home-delivery shipping: the amount to transfer, as the server priced it.
  const amount =
    (await fps
      .getByText(/^HK\$[\d,]+\.\d{2}$/)
      .first()
      .textContent()) ?? '';
  expect(amount).toMatch(/^HK\$/);
  await shot(page, '05-fps-qr');
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderDetail\\?id=${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
  await expect(page.getByText(`Order no. ${orderNo}`)).toBeVisible();

  // The merchant's staff finds the order and records the FPS transfer that arrived.
  await staff.getByRole('menuitem', { name: /Orders/ }).click();
  await staff.getByRole('searchbox', { name: 'Search orders' }).fill(orderNo);
  await staff.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  const row = staff.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('Awaiting payment');
  await expect(row).toContainText('Home delivery');
  await expect(row).toContainText(amount);
  await shot(staff, '06-console-orders');
  await row.getByRole('link', { name: orderNo }).click();
  await expect(staff.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Record payment' }).click();
  const payDialog = staff.getByRole('dialog', { name: 'Record payment' });
  await expect(payDialog.getByRole('radio', { name: 'FPS transfer' })).toBeChecked();
  await expect(payDialog.getByRole('textbox', { name: 'Amount received' })).toHaveValue(amount.replace(/^HK\$/, '').replace(/,/g, ''));
  await shot(staff, '07-record-payment');
  await payDialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(payDialog).toBeHidden();
  const header = staff.getByRole('main');
  await expect(header.getByText('Preparing goods').first()).toBeVisible();

  // It goes out with a courier and a tracking number.
  await staff.getByRole('button', { name: 'Ship', exact: true }).click();
  const shipDialog = staff.getByRole('dialog', { name: 'Ship' });
  await shipDialog.getByRole('textbox', { name: 'Logistics company' }).fill(courier);
  await shipDialog.getByRole('textbox', { name: 'Tracking number' }).fill(trackingNo);
  await shipDialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(shipDialog).toBeHidden();
  await expect(header.getByText('Awaiting receipt').first()).toBeVisible();
  await expect(header.getByText(trackingNo)).toBeVisible();
  await shot(staff, '08-shipped');

  // The member sees it awaiting receipt with the courier and tracking number, and confirms receipt.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Awaiting receipt' })).toBeVisible();
  await expect(page.getByText(`${courier} · ${trackingNo}`)).toBeVisible();
  await shot(page, '09-member-awaiting-receipt');
  await page.getByRole('button', { name: `Confirm receipt of order ${orderNo}` }).click();
  const confirm = await openedDialog(page);
  await expect(confirm).toContainText('Confirm you received this order?');
  await confirm.getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByText('Thank you: the order is completed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Completed' })).toBeVisible();
  await shot(page, '10-member-completed');

  // The staff member sees the completion the buyer made.
  await staff.reload();
  await expect(header.getByText('Completed').first()).toBeVisible();
  await expect(header.getByText(/Completed\s*by the buyer/)).toBeVisible();
});
