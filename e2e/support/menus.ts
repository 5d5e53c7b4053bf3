import { type Locator, type Page, expect } from '@playwright/test';

/**
 * Open a dropdown menu (the header's language switch or member menu) and choose one of its items once the menu has
 * finished opening. antd slides the menu in for about 200 ms; on a busy machine Playwright can find the item "stable"
 * mid-animation and press the mouse where the item is no longer by the time it is released, so the click never
 * reaches the item (seen in CI: "Log out" clicked, no logout request sent).
 */
export async function chooseFromMenu(page: Page, trigger: Locator, item: { name: string | RegExp }): Promise<void> {
  await trigger.click();
  const option = page.getByRole('menuitem', item);
  await expect(page.locator('.ant-dropdown').filter({ has: option })).not.toHaveClass(/ant-slide-up/);
  await option.click();
}
