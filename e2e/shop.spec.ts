import { type Locator, type Page, expect, test } from '@playwright/test';
import { registerByEmail } from './support/accounts';
import { openedDialog } from './support/dialogs';
import { layoutShift } from './support/layout-shift';
import { addToCart, openProduct, stockOnPage } from './support/shop';

/** Product pages may be up to 15 s stale (the server's answer cache). */
const STOCK_POLL = { timeout: 40_000, intervals: [3_000] };

type Box = { x: number; y: number; width: number; height: number };

/** A cart line's remove button (its other buttons are the quantity stepper's). */
const REMOVE = /^Remove /;

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The smallest box around all of these. */
function unionOf(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, width: Math.max(...boxes.map((b) => b.x + b.width)) - x, height: Math.max(...boxes.map((b) => b.y + b.height)) - y };
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box`);
  return box;
}

/** Where a text's letters are drawn: unlike its element's box, this includes words that overflow a too narrow column. */
async function textBoxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
}

/**
 * Each cart line at this window width: its name, unit price, quantity stepper (the number and its buttons), subtotal
 * and remove button do not overlap one another (the texts as drawn, overflow included), and the page does not run off
 * the side of the window.
 */
async function expectCartLinesLaidOut(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  const lines = page.getByRole('listitem').filter({ has: page.getByRole('spinbutton') });
  await expect(lines.first()).toBeVisible();
  for (const line of await lines.all()) {
    // The stepper: its number and its buttons, which are every button of the line but the remove button.
    const stepperParts = [await boxOf(line.getByRole('spinbutton'))];
    for (const button of await line.getByRole('button').all())
      if (!REMOVE.test((await button.getAttribute('aria-label')) ?? '')) stepperParts.push(await boxOf(button));
    const parts: Array<[string, Box]> = [
      ['name', await textBoxOf(line.getByRole('link'))],
      ['unit price', await textBoxOf(line.getByText('Unit price', { exact: true }).locator('..'))],
      ['stepper', unionOf(stepperParts)],
      ['subtotal', await textBoxOf(line.getByText('Subtotal', { exact: true }).locator('..'))],
      ['remove', await boxOf(line.getByRole('button', { name: REMOVE }))],
    ];
    for (const [i, [name, box]] of parts.entries()) {
      expect(box.x + box.width, `${name} inside a ${width} px window`).toBeLessThanOrEqual(width);
      for (const [other, otherBox] of parts.slice(i + 1)) expect(overlaps(box, otherBox), `${name} overlaps ${other} at ${width} px`).toBe(false);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `the cart's width at ${width} px`).toBeLessThanOrEqual(width);
}

test('a member orders two teas for store pickup with a promo code, finds the order awaiting payment, cancels it and the stock comes back', async ({
  page,
  request,
}) => {
  // Product pages are served from a 15-second answer cache, so the stock checks wait for fresh answers.
  test.setTimeout(150_000);
  const email = `e2e-shop-${Date.now()}@example.hk`;
  await registerByEmail(page, request, email, 'Secret123');

  // Two products of one merchant that allow store pickup (seeded: Harbour Leaf Tea).
  const oolong = await openProduct(page, 'Tieguanyin', 'Tieguanyin Oolong Tea');
  const oolongStock = await stockOnPage(page, oolong);
  await addToCart(page);
  await openProduct(page, 'Pu-erh', 'Aged Pu-erh Tea Cake');
  await addToCart(page);

  // The cart: select both and check out.
  await page.goto('/cart');
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('2 items selected')).toBeVisible();
  // A phone, a window where the lines share the row with the summary (they once squeezed the name to a sliver and
  // overlapped it with the price), and a wide one.
  const viewport = page.viewportSize();
  for (const width of [320, 412, 1000, 1280]) await expectCartLinesLaidOut(page, width);
  if (viewport) await page.setViewportSize(viewport);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout\?items=[0-9a-f-]+,[0-9a-f-]+$/);

  // Loaded afresh, the checkout fills in its lines, prices and addresses without moving what the reader sees.
  // On a phone's screen, where the footer would otherwise show below the first lines before the rest arrives.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 412, height: 823 });
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('HK$648.00');
  expect(await layoutShift(page)).toBeLessThan(0.1);
  if (desktop) await page.setViewportSize(desktop);

  // Store pickup at the merchant's shop, buyer details, the seeded WELCOME10 code (10% off, minimum HK$100).
  await page.getByRole('radio', { name: /Store pickup/ }).check();
  await page.getByRole('radio', { name: /Harbour Leaf Tea, Sheung Wan shop/ }).check();
  await page.getByRole('textbox', { name: 'Name' }).fill('Chan Tai Man');
  await page.getByRole('textbox', { name: 'Phone' }).fill('9123 4567');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Remove promo code WELCOME10' })).toBeVisible();

  // HK$168 + HK$480 = HK$648; 10% off = HK$64.80; the summary shows the server's numbers.
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Promo code (WELCOME10)')).toBeVisible();
  await expect(summary).toContainText('HK$648.00');
  await expect(summary).toContainText('−HK$64.80');
  const place = summary.getByRole('button', { name: /Place order/ });
  await expect(place).toBeEnabled();
  await place.click();

  // Placing the order goes on to its payment page, which links back to the order.
  await expect(page).toHaveURL(/\/payments\?orderId=[0-9a-f-]+$/);
  await page
    .getByRole('complementary', { name: 'Order summary' })
    .getByRole('link', { name: /^SO\d+$/ })
    .click();

  // The new order, waiting for payment, with its number.
  await expect(page).toHaveURL(/\/orderDetail\?id=[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible();
  const orderNo = ((await page.getByText(/^Order no\. SO\d+$/).textContent()) ?? '').replace('Order no. ', '');
  expect(orderNo).toMatch(/^SO\d+$/);
  await expect(page.getByRole('timer')).toContainText('Pay within');

  // Its stock is reserved while it waits.
  await expect.poll(() => stockOnPage(page, oolong), STOCK_POLL).toBe(oolongStock - 1);

  // /orders lists it under Awaiting payment; cancelling asks first.
  await page.goto('/orders');
  await page.getByRole('tab', { name: /^Awaiting payment/ }).click();
  await expect(page).toHaveURL(/\/orders\?tab=AWAITING_PAYMENT$/);
  const card = page.getByRole('article', { name: `Order ${orderNo}` });
  await expect(card).toContainText('Awaiting payment');
  await card.getByRole('button', { name: `Cancel order ${orderNo}` }).click();
  const dialog = await openedDialog(page);
  await expect(dialog).toContainText('Cancel this order?');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('The order was cancelled.')).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: /^Cancelled/ }).click();
  await expect(page.getByRole('article', { name: `Order ${orderNo}` })).toContainText('Cancelled');

  // The reserved unit is back on sale.
  await expect.poll(() => stockOnPage(page, oolong), STOCK_POLL).toBe(oolongStock);
});

test('Buy now checks out just that product, straight from its page, and leaves the cart as it was', async ({ page, request }) => {
  test.setTimeout(120_000);
  await registerByEmail(page, request, `e2e-buynow-${Date.now()}@example.hk`, 'Secret123');
  await openProduct(page, 'Tieguanyin', 'Tieguanyin Oolong Tea');
  await addToCart(page);

  // Buy now: checkout of the Pu-erh alone, never through the cart.
  await openProduct(page, 'Pu-erh', 'Aged Pu-erh Tea Cake');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout\?buy=[0-9a-f-]+&qty=2$/);
  const items = page.getByRole('region', { name: 'Items', exact: true });
  await expect(items.getByRole('link', { name: 'Aged Pu-erh Tea Cake' })).toBeVisible();
  await expect(items.getByRole('link', { name: 'Tieguanyin Oolong Tea' })).toHaveCount(0);

  // The merchant's only shop is already chosen for pickup.
  await page.getByRole('radio', { name: /Store pickup/ }).check();
  await expect(page.getByRole('radio', { name: /Harbour Leaf Tea, Sheung Wan shop/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Name' }).fill('Chan Tai Man');
  await page.getByRole('textbox', { name: 'Phone' }).fill('9123 4567');
  const place = page.getByRole('complementary', { name: 'Order summary' }).getByRole('button', { name: /Place order/ });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/payments\?orderId=[0-9a-f-]+$/);

  // The cart still holds the oolong alone, one of it; its name is a site link, not the browser's blue underline.
  await page.goto('/cart');
  const oolong = page.getByRole('link', { name: 'Tieguanyin Oolong Tea' });
  await expect(oolong).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aged Pu-erh Tea Cake' })).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: /Quantity/ })).toHaveValue('1');
  await expect(oolong).toHaveCSS('color', 'rgb(14, 94, 111)');
  await expect(oolong).toHaveCSS('text-decoration-line', 'none');
});
