import { expect, test } from '@playwright/test';
import { signInByEmail } from './support/accounts';
import { CONSOLE_ADMIN, type ConsoleServer, enrolAuthenticator, startConsoleServer } from './support/console';
import { openedDialog } from './support/dialogs';

// console.spec.ts uses E2E_PORT + 1; this journey has a server (and embedded database) of its own on + 3.
const port = Number(process.env.E2E_PORT ?? 18_080) + 3;
let server: ConsoleServer;

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsoleServer(port);
});

test.afterAll(() => server?.stop());

test('the admin creates a product for a seeded merchant, publishes it, and a visitor finds it in the marketplace search', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const word = `Zephyr${Date.now().toString(36)}`;
  const name = `Paper lantern ${word}`;

  // The admin (made by `npm run admin:create`) signs in with the second factor and opens Products.
  const staff = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await staff.goto('/console');
  await signInByEmail(staff, CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
  await enrolAuthenticator(staff);
  await staff.getByRole('menuitem', { name: /Products/ }).click();
  await expect(staff).toHaveURL(/\/console\/products$/);

  // A new product of a seeded merchant, saved as a draft, then published after the confirmation.
  await staff.getByRole('button', { name: 'New product' }).click();
  // Wait for the form: the list it replaces has a Merchant filter of its own.
  await expect(staff.getByRole('heading', { name: 'New product' })).toBeVisible();
  await staff.getByLabel('Merchant').fill('Harbour Leaf');
  // antd's visible options are not the listbox's accessible ones (those are hidden), hence the class.
  await staff.locator('.ant-select-item-option', { hasText: /Harbour Leaf Tea/ }).click();
  await staff.getByLabel('Code').fill(`E2E-${word}`);
  await staff.getByLabel('Name (English)').fill(name);
  await staff.getByLabel('Name (Chinese)').fill(`紙燈籠 ${word}`);
  await staff.getByLabel('Retail price').fill('88.50');
  await staff.getByLabel('Stock').fill('12');
  await staff.getByRole('button', { name: 'Create product' }).click();
  await expect(staff.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await expect(staff.getByRole('main').getByText('Draft').first()).toBeVisible();
  await staff.getByRole('button', { name: 'Publish' }).click();
  await (await openedDialog(staff)).getByRole('button', { name: 'Publish' }).click();
  await expect(staff.getByText('Product published.')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  // A visitor searches the marketplace; its answers are cached for up to 15 seconds, so look again until it shows.
  await expect
    .poll(
      async () => {
        await page.goto(`/pmsSearch?keyword=${encodeURIComponent(word)}`);
        return page
          .getByRole('article', { name: new RegExp(word) })
          .first()
          .waitFor({ state: 'visible', timeout: 3_000 })
          .then(() => true)
          .catch(() => false);
      },
      { timeout: 40_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(true);
  await expect(page.getByRole('article', { name: new RegExp(word) }).first()).toContainText('88.50');
});
