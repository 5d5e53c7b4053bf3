import { expect, test } from '@playwright/test';
import { registerByEmail } from './support/accounts';
import { decideTestPayment, placePickupOrder, startTestPayment } from './support/payments';
import { addToCart, openProduct } from './support/shop';

test('a member pays a pickup order with the test provider; a declined second order fails, then is paid again', async ({ page, request }) => {
  test.setTimeout(150_000);
  const email = `e2e-pay-${Date.now()}@example.hk`;
  await registerByEmail(page, request, email, 'Secret123');

  // First order: one tea for store pickup (seeded: Harbour Leaf Tea), straight on to the payment page.
  await openProduct(page, 'Tieguanyin', 'Tieguanyin Oolong Tea');
  await addToCart(page);
  const firstOrder = await placePickupOrder(page);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('timer')).toContainText('Pay within');
  await expect(summary).toContainText('Awaiting payment');

  // The test provider's sandbox page: approve and come back. The server already has the provider's word, so the shop
  // shows the outcome instead of asking whether it went through.
  await startTestPayment(page);
  await decideTestPayment(page, 'Approve');
  await expect(page).toHaveURL(/\/paymentSuccess\?paymentId=[0-9a-f-]+$/);
  await expect(page.getByText('Payment successful')).toBeVisible();
  await expect(page.getByText('Pending pickup')).toBeVisible();

  // The order is paid: pending pickup (a store pickup order), with nothing left to pay.
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orderDetail\\?id=${firstOrder}$`));
  await expect(page.getByRole('heading', { name: 'Pending pickup' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pay for order/ })).toHaveCount(0);

  // Second order: declined at the provider, so the payer lands on the failure, never asked "did it go through?".
  await openProduct(page, 'Pu-erh', 'Aged Pu-erh Tea Cake');
  await addToCart(page);
  const secondOrder = await placePickupOrder(page);
  await startTestPayment(page);
  await decideTestPayment(page, 'Decline');
  await expect(page).toHaveURL(/\/paymentFail\?paymentId=[0-9a-f-]+$/);
  await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();
  await expect(page.getByText(/you can pay again/)).toBeVisible();

  // Pay again works: back to the methods, approved this time.
  await page.getByRole('link', { name: 'Pay again' }).click();
  await expect(page).toHaveURL(new RegExp(`/payments\\?orderId=${secondOrder}$`));
  await startTestPayment(page);
  await decideTestPayment(page, 'Approve');
  await expect(page).toHaveURL(/\/paymentSuccess\?paymentId=[0-9a-f-]+$/);
  await expect(page.getByText('Payment successful')).toBeVisible();
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByRole('heading', { name: 'Pending pickup' })).toBeVisible();
});
