import { expect, test } from '@playwright/test';
import { registerByEmail, signInByEmail } from './support/accounts';
import { chooseFromMenu } from './support/menus';

test('register by email, sign out, come back to a guarded page through login, and edit the profile in Traditional Chinese', async ({ page, request }) => {
  const email = `e2e-accounts-${Date.now()}@example.hk`;
  const password = 'Secret123';
  const banner = page.getByRole('banner');

  // Register: the code comes from the development outbox.
  await registerByEmail(page, request, email, password);
  // With no name yet, the display name is the email address.
  await expect(banner.getByRole('button', { name: `Account menu of ${email}` })).toBeVisible();

  // Sign out from the member menu.
  await chooseFromMenu(page, banner.getByRole('button', { name: /^Account menu of / }), { name: /Log out/ });
  await expect(page).toHaveURL(/\/home$/);
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();

  // A guarded page sends the visitor to /login, and signing in returns there.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in to continue to the page you requested.')).toBeVisible();
  await signInByEmail(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // Switch to Traditional Chinese and edit the profile.
  await chooseFromMenu(page, banner.getByRole('button', { name: /^Language:/ }), { name: '繁體中文' });
  await expect(page.getByRole('heading', { level: 1, name: '個人資料' })).toBeVisible();
  await page.getByLabel('暱稱').fill('陳小姐');
  await page.getByLabel('稱謂').click();
  await page.getByTitle('女士').click();
  await page.getByRole('button', { name: /儲存變更/ }).click();
  await expect(page.getByText('個人資料已儲存。')).toBeVisible();
  await expect(banner.getByRole('button', { name: /陳小姐/ })).toBeVisible();

  // The saved values survive a reload, and the header greets the member by the new name.
  await page.reload();
  await expect(page.getByLabel('暱稱')).toHaveValue('陳小姐');
  await expect(page.locator('.ant-form-item').filter({ has: page.getByLabel('稱謂') })).toContainText('女士');
  await expect(banner).toContainText('陳小姐');
});
