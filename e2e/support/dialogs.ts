import { type Locator, type Page, expect } from '@playwright/test';

/**
 * The open dialog, once it has finished opening. antd zooms a dialog in from a fifth of its size, and the zoom can
 * wait a few frames before it runs: on a busy machine Playwright finds a button "stable" at that size and clicks
 * where it is no longer once the zoom has run, so the click never reaches it (seen in CI: the console journey's
 * Publish confirmation clicked at 17 × 6 px, and left open). The same cause as support/menus.ts.
 */
export async function openedDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  return dialog;
}
