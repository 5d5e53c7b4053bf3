import { expect, test } from '@playwright/test';

test('/member shows the three plans and the annual price with the 15% saving', async ({ page }) => {
  await page.goto('/member');
  const plans = page.getByTestId('plan-card');
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(0)).toContainText('HK$80.00');
  await expect(plans.nth(1)).toContainText('HK$480.00');
  await expect(plans.nth(2)).toContainText('HK$3,800.00');
  await expect(page.getByTestId('best-value')).toHaveCount(1);

  await page.getByTestId('billing-annual').click();
  // 12 × HK$80 less 15% = HK$816.00 a year.
  await expect(plans.nth(0)).toContainText('HK$816.00');
  await expect(plans.nth(2)).toContainText('HK$38,760.00');
  await expect(page.getByText(/15%/).first()).toBeVisible();
});
