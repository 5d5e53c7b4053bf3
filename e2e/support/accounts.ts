import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { chooseFromMenu } from './menus';

interface OutboxMessage {
  channel: 'mail' | 'sms';
  to: string;
  subject: string | null;
  text: string;
}

/** The newest 6-digit code the development outbox holds for an address (it stands in for the inbox). */
export async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/v1/dev/outbox', { params: { to } });
        const { data } = (await answer.json()) as { data: { list: OutboxMessage[] } };
        code = data.list.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
        return code;
      },
      { message: `a code mailed to ${to}` },
    )
    .toBeTruthy();
  return code!;
}

/** Register a new member by email through the web page (code read from the outbox); ends signed in on /home. */
export async function registerByEmail(page: Page, request: APIRequestContext, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s$/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await codeSentTo(request, email));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The header has loaded the new member's profile (the display name is the address until a name is set).
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu of ${email}` })).toBeVisible();
}

/** Sign out through the member menu in the header. */
export async function signOut(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  await chooseFromMenu(page, banner.getByRole('button', { name: /^Account menu of / }), { name: /Log out/ });
  await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Fill and submit the email sign-in form of /login (the page the visitor was sent to). */
export async function signInByEmail(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
