import { type Locator, type Page, expect, test } from '@playwright/test';
import { registerByEmail } from './support/accounts';

/** More Tab presses than any page here has stops before its footer: a control not reached by then is unreachable. */
const MAX_TABS = 80;

/**
 * Press Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and check that they can see where
 * the focus is: the control, or for antd's transparent checkbox and radio inputs the box drawn beside them, has a ring
 * (without global.css's ring on those boxes, this fails on the cart's "Select all").
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; !(await target.evaluate((el) => el === document.activeElement)); presses++) {
    if (presses === MAX_TABS) throw new Error(`${String(target)} not reached with ${MAX_TABS} presses of ${key}`);
    await page.keyboard.press(key);
  }
  const drawn = target.locator('xpath=following-sibling::*[contains(@class, "-inner")]');
  const ring = (await drawn.count()) > 0 ? drawn : target;
  // An outline (ours, on links, buttons and the drawn boxes), or antd's glow around a focused text box.
  const shown = () => ring.evaluate((el) => getComputedStyle(el).outlineStyle === 'solid' || getComputedStyle(el).boxShadow !== 'none');
  await expect.poll(shown, { message: `the focus ring of ${String(target)}` }).toBe(true);
}

/** In a radio group: Tab onto it (its checked radio, else its first) and move with the arrow keys to `option`. */
async function chooseRadio(page: Page, group: Locator, option: Locator): Promise<void> {
  const entry =
    (await group.getByRole('radio', { checked: true }).count()) > 0 ? group.getByRole('radio', { checked: true }) : group.getByRole('radio').first();
  await tabTo(page, entry);
  for (let presses = 0; !(await option.isChecked()); presses++) {
    if (presses === (await group.getByRole('radio').count())) throw new Error(`${String(option)} not chosen with the arrow keys`);
    await page.keyboard.press(presses === 0 && !(await entry.isChecked()) ? 'Space' : 'ArrowDown');
  }
  await expect(option).toBeFocused();
}

/** Replace a text box's value by keyboard: focus it with Tab, select what is there and type over it. */
async function typeInto(page: Page, box: Locator, text: string): Promise<void> {
  await tabTo(page, box);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(box).toHaveValue(text);
}

test('a buyer goes from a product page to a paid order with the keyboard only', async ({ page, request }) => {
  test.setTimeout(120_000);
  await registerByEmail(page, request, `e2e-keys-${Date.now()}@example.hk`, 'Secret123');
  await page.goto('/pmsSearch?keyword=Tieguanyin');
  const product =
    (await page
      .getByRole('article', { name: /Tieguanyin Oolong Tea/ })
      .getByRole('link')
      .first()
      .getAttribute('href')) ?? '';
  expect(product).toMatch(/^\/pd\?id=/);

  // From here on, no clicks: Tab, Shift+Tab, Enter, Space and the arrow keys.
  await page.goto(product);
  await expect(page.getByRole('heading', { level: 1, name: /Tieguanyin Oolong Tea/ })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added to your cart.')).toBeVisible();

  // Back up to the header's cart link.
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: /^Cart, 1 item/ }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  const selectAll = page.getByRole('checkbox', { name: 'Select all' });
  await tabTo(page, selectAll);
  if (!(await selectAll.isChecked())) await page.keyboard.press('Space');
  await expect(selectAll).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Check out' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\?items=/);

  await chooseRadio(page, page.getByRole('radiogroup', { name: 'Delivery method' }), page.getByRole('radio', { name: /Store pickup/ }));
  await chooseRadio(page, page.getByRole('radiogroup', { name: 'Pickup point' }), page.getByRole('radio', { name: /Harbour Leaf Tea, Sheung Wan shop/ }));
  await typeInto(page, page.getByRole('textbox', { name: 'Name' }), 'Chan Tai Man');
  await typeInto(page, page.getByRole('textbox', { name: 'Phone' }), '9123 4567');
  const place = page.getByRole('complementary', { name: 'Order summary' }).getByRole('button', { name: /Place order/ });
  await expect(place).toBeEnabled();
  await tabTo(page, place);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payments\?orderId=[0-9a-f-]+$/);

  // The order is placed; it is paid with the sandbox provider, still by keyboard.
  const sandbox = page.getByRole('radio', { name: /Test payment \(sandbox\)/ });
  await chooseRadio(page, page.getByRole('radiogroup').filter({ has: sandbox }), sandbox);
  await tabTo(page, page.getByRole('button', { name: /Pay HK\$/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payTest\?paymentId=[0-9a-f-]+&token=/);
  await tabTo(page, page.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/paymentSuccess\?paymentId=[0-9a-f-]+$/);
  await expect(page.getByText('Payment successful')).toBeVisible();
});
