import { expect, test } from '@playwright/test';
import { registerByEmail, signOut } from './support/accounts';
import { chooseFromMenu } from './support/menus';

test('a visitor searches in Traditional Chinese, opens a product, switches to wholesale, is asked to sign in to favourite it, and finds it in /favorites', async ({
  page,
  request,
}) => {
  const email = `e2e-catalogue-${Date.now()}@example.hk`;
  const password = 'Secret123';
  await registerByEmail(page, request, email, password);
  await signOut(page);

  // The visitor reads the site in Traditional Chinese and searches from the header.
  const banner = page.getByRole('banner');
  await chooseFromMenu(page, banner.getByRole('button', { name: /^Language:/ }), { name: '繁體中文' });
  const searchBox = banner.getByRole('search').getByRole('combobox');
  await searchBox.fill('烏龍茶');
  await searchBox.press('Enter');
  await expect(page).toHaveURL(/\/pmsSearch\?keyword=/);
  const result = page.getByRole('article', { name: /鐵觀音烏龍茶/ });
  await expect(result.locator('mark').first()).toHaveText('烏龍茶');
  await result.getByRole('link', { name: /鐵觀音烏龍茶/ }).click();

  // Product detail: wholesale raises the quantity to the minimum (and the choice is kept in the URL).
  await expect(page).toHaveURL(/\/pd\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: /鐵觀音烏龍茶/ })).toBeVisible();
  await page.getByText('批發', { exact: true }).click();
  await expect(page.getByText('批發訂購：至少 20 件。')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: '數量' })).toHaveValue('20');

  // Favouriting needs a member: the visitor is asked to sign in, and comes back to the product.
  const productUrl = page.url();
  const favourite = page.getByRole('main').getByRole('button', { name: '收藏', exact: true });
  await favourite.click();
  const dialog = page.getByRole('dialog', { name: '請先登入' });
  await dialog.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: '電郵', exact: true }).fill(email);
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /我已閲讀並同意/ }).check();
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL(productUrl);

  await favourite.click();
  await expect(page.getByText('已加入收藏。')).toBeVisible();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');

  // The favourites page lists it and leads back to it.
  await page.goto('/favorites');
  const saved = page.getByRole('article', { name: /鐵觀音烏龍茶/ });
  await expect(saved).toBeVisible();
  await saved.getByRole('link', { name: /鐵觀音烏龍茶/ }).click();
  const productId = new URL(productUrl).searchParams.get('id') ?? '';
  await expect(page).toHaveURL(new RegExp(`/pd\\?id=${productId}`));
});
