import { type Page, expect } from '@playwright/test';

/**
 * Check out everything selected in the cart for store pickup at Harbour Leaf Tea's Sheung Wan shop (seeded) and place
 * the order; ends on /payments for the new order and returns its id.
 */
export async function placePickupOrder(page: Page): Promise<string> {
  await page.goto('/cart');
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/checkout\?items=/);
  await page.getByRole('radio', { name: /Store pickup/ }).check();
  await page.getByRole('radio', { name: /Harbour Leaf Tea, Sheung Wan shop/ }).check();
  await page.getByRole('textbox', { name: 'Name' }).fill('Chan Tai Man');
  await page.getByRole('textbox', { name: 'Phone' }).fill('9123 4567');
  const place = page.getByRole('complementary', { name: 'Order summary' }).getByRole('button', { name: /Place order/ });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/payments\?orderId=[0-9a-f-]+$/);
  return new URL(page.url()).searchParams.get('orderId') ?? '';
}

/** On /payments: choose the built-in test provider and pay; ends on its sandbox page (/payTest). */
export async function startTestPayment(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Test payment \(sandbox\)/ }).check();
  await page.getByRole('button', { name: /Pay HK\$/ }).click();
  await expect(page).toHaveURL(/\/payTest\?paymentId=[0-9a-f-]+&token=/);
  await expect(page.getByText('Test payment — no real money moves')).toBeVisible();
}

/**
 * On /payTest: take a decision; the provider's word reaches the server before the payer is back, so the shop's return
 * page shows the outcome at once: the receipt for Approve, the failure (with Pay again) otherwise.
 */
export async function decideTestPayment(page: Page, decision: 'Approve' | 'Decline' | 'Cancel'): Promise<void> {
  await page.getByRole('button', { name: decision }).click();
  await expect(page).toHaveURL(decision === 'Approve' ? /\/paymentSuccess\?paymentId=[0-9a-f-]+$/ : /\/paymentFail\?paymentId=[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Did your payment go through?' })).toHaveCount(0);
}
