import { type APIRequestContext, expect, test } from '@playwright/test';

interface OutboxMessage {
  channel: 'mail' | 'sms';
  to: string;
  subject: string | null;
  text: string;
}

/** The newest 6-digit code the development outbox holds for an address (it stands in for the inbox). */
async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get('/api/v1/dev/outbox', { params: { to } });
      const { data } = (await answer.json()) as { data: { list: OutboxMessage[] } };
      code = data.list.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
      return code;
    }, { message: `a code mailed to ${to}` })
    .toBeTruthy();
  return code!;
}

test('register by email, sign out, come back to a guarded page through login, and edit the profile in Traditional Chinese', async ({ page, request }) => {
  const email = `e2e-accounts-${Date.now()}@example.hk`;
  const password = 'Secret123';
  const banner = page.getByRole('banner');

  // Register: the code comes from the development outbox.
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await codeSentTo(request, email));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // With no name yet, the display name is the email address.
  await expect(banner.getByRole('button', { name: `Account menu of ${email}` })).toBeVisible();

  // Sign out from the member menu.
  await banner.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: /Log out/ }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();

  // A guarded page sends the visitor to /login, and signing in returns there.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please log in to continue to the page you requested.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  // Switch to Traditional Chinese and edit the profile.
  await banner.getByRole('button', { name: /^Language:/ }).click();
  await page.getByRole('menuitem', { name: '繁體中文' }).click();
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
