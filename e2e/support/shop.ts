import { type Page, expect } from '@playwright/test';

/** Open a product's page from the header search and return its /pd URL. */
export async function openProduct(page: Page, keyword: string, name: string): Promise<string> {
  await page.goto(`/pmsSearch?keyword=${encodeURIComponent(keyword)}`);
  await page
    .getByRole('article', { name: new RegExp(name) })
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pd\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  return page.url();
}

/** The stock a product page shows beside the quantity ("240 available"). */
export async function stockOnPage(page: Page, productUrl: string): Promise<number> {
  await page.goto(productUrl);
  const line = page.getByText(/^\d+ available$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())?.match(/\d+/)?.[0]);
}

/** Add one of the product on this page to the cart. */
export async function addToCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
}
