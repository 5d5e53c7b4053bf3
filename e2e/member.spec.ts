import { expect, test } from '@playwright/test';

test('/member shows the three plans and the annual price with the 15% saving', async ({ page }) => {
  await page.goto('/member');
  const silver = page.getByRole('article', { name: 'Silver' });
  const gold = page.getByRole('article', { name: 'Gold' });
  const platinum = page.getByRole('article', { name: 'Platinum' });
  await expect(silver).toContainText('HK$80.00');
  await expect(gold).toContainText('HK$480.00');
  await expect(platinum).toContainText('HK$3,800.00');
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(gold).toContainText('Best value');
  await expect(page.getByText('Best value')).toHaveCount(1);

  await page
    .getByRole('radiogroup', { name: 'Billing period' })
    .getByText(/^Annual/)
    .click();
  await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
  // 12 × HK$80 less 15% = HK$816.00 a year.
  await expect(silver).toContainText('HK$816.00');
  await expect(platinum).toContainText('HK$38,760.00');
  await expect(page.getByText('Save 15%')).toBeVisible();
});
