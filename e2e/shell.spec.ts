import { expect, test } from '@playwright/test';
import { layoutShift } from './support/layout-shift';
import { chooseFromMenu } from './support/menus';

test('the root path lands on /home with a translated title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('2024');
  await expect(page).toHaveTitle(/Home/);
});

test('switching to Traditional Chinese shows Traditional text and survives a reload', async ({ page }) => {
  await page.goto('/home');
  await chooseFromMenu(page, page.getByRole('button', { name: /^Language:/ }), { name: '繁體中文' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('banner')).toContainText('關於我們');
  expect(await page.evaluate(() => localStorage.getItem('project-locale'))).toBe('zh_TW');
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('關於我們');
  await expect(page).toHaveTitle(/首頁/);
});

test('a guarded route sends a visitor to /login and remembers the page', async ({ page }) => {
  await page.goto('/orders?status=AWAITING_PAYMENT');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('login-redirect'))).toBe('/orders?status=AWAITING_PAYMENT');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404')).toBeVisible();
});

test('the site ships the production builds of React and React Router, without their development warnings', async ({ page, request }) => {
  await page.goto('/home');
  await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  );
  expect(scripts.length).toBeGreaterThan(3);
  const bodies = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  // Texts only the development builds hold: React DOM's missing-key warning, React Router's unmatched-location warning.
  for (const warning of ['Each child in a list should have a unique', 'No routes matched location']) {
    expect(
      bodies.filter((body) => body.includes(warning)),
      warning,
    ).toEqual([]);
  }
});

test("antd's styles built into the CSS are neither built nor inserted again in the browser, and style the page", async ({ page }) => {
  await page.goto('/home');
  const signUp = page.getByRole('banner').getByRole('link', { name: 'Sign up' });
  await expect(signUp).toBeVisible();
  const { paths, inserted } = await page.evaluate(() => {
    // The map antd reads from the stylesheet (vite-plugins/antd-static-styles.ts): "path:hash;…".
    const probe = document.createElement('div');
    probe.className = 'data-ant-cssinjs-cache-path';
    document.body.append(probe);
    const map = getComputedStyle(probe).content.replace(/^"|"$/g, '');
    probe.remove();
    return {
      paths: map.split(';').map((entry) => entry.split(':') as [string, string]),
      inserted: Array.from(document.querySelectorAll('style[data-css-hash]')).map((style) => style.getAttribute('data-css-hash')),
    };
  });
  const components = paths.map(([path]) => path.split('|')[1]);
  expect(components).toEqual(expect.arrayContaining(['Shared', 'Button-Button', 'Flex-Flex', 'Skeleton-Skeleton', 'Grid-Grid', 'Form-Form']));
  // The class hash the browser gives the button is the one the build wrote the styles for (a path's first part)...
  const buttonHash = (await signUp.getAttribute('class'))?.split(' ').find((name) => /^css-[a-z0-9]+$/.test(name));
  expect(paths.find(([path]) => path.includes('|Button-Button|'))?.[0].split('|')[0]).toBe(buttonHash);
  // ...so antd inserted none of those styles itself.
  expect(inserted.filter((hash) => paths.some(([, built]) => built === hash))).toEqual([]);
  // The theme's teal (#0E5E6F) on the primary button, from the built stylesheet.
  await expect(signUp).toHaveCSS('background-color', 'rgb(14, 94, 111)');
});

test('a first visit sees the header frame before the scripts arrive, and the header takes its place without a shift', async ({ browser, page }) => {
  // The page as it paints while its scripts are still on the way: held back here for good.
  const waiting = await browser.newContext();
  try {
    const before = await waiting.newPage();
    await before.route('**/assets/*.js', (route) => route.abort());
    await before.goto('/home');
    const frame = before.locator('.boot-header');
    await expect(frame.locator('svg')).toBeVisible();
    const frameBox = await frame.boundingBox();
    await page.goto('/home');
    await expect(page.getByRole('main').locator('h1').first()).toBeVisible();
    await expect(page.locator('.boot-header')).toHaveCount(0);
    expect(await page.getByRole('banner').boundingBox()).toEqual(frameBox);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  } finally {
    await waiting.close();
  }
});
