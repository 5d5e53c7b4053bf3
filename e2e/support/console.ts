import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import * as OTPAuth from 'otpauth';

/** The first admin of the console journey. */
export const CONSOLE_ADMIN = { email: 'e2e-admin@example.hk', password: 'Secret123' } as const;

/** A platform server of its own for the console journey (the shared one keeps its embedded database open). */
export interface ConsoleServer {
  url: string;
  stop: () => void;
}

const root = join(import.meta.dirname, '..', '..');

/**
 * A fresh embedded database with the first admin made by the documented command (`npm run admin:create`, i.e. the
 * server's createAdmin), then the built server on it, with `extraEnv` on top (e.g. the FPS settings). The command
 * has to run before a server opens the database: PGlite is one process's, so the admin cannot be added to the shared
 * e2e server's database while it runs.
 */
export async function startConsoleServer(port: number, extraEnv: Record<string, string> = {}): Promise<ConsoleServer> {
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sme-e2e-console-')),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: url,
    ...extraEnv,
  };
  const said = execFileSync('npm', ['run', '--silent', 'admin:create', '--', '--email', CONSOLE_ADMIN.email, '--password', CONSOLE_ADMIN.password], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  expect(said).toContain('added the ADMIN role');
  const server: ChildProcess = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited: number | null = null;
  server.on('exit', (code) => (exited = code ?? -1));
  await expect
    .poll(async () => (exited !== null ? `exited with ${exited}` : (await fetch(`${url}/readyz`).catch(() => null))?.status), {
      timeout: 120_000,
      message: 'the console journey’s server to start',
    })
    .toBe(200);
  return { url, stop: () => void server.kill('SIGTERM') };
}

/** The current code of a TOTP secret, as the staff member's authenticator app shows it (RFC 6238 defaults). */
export function totpCode(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate();
}

/**
 * On the enrolment screen: add the shown key to the "authenticator" and confirm with its code; ends on the role's first
 * section, /console/orders unless `landing` says otherwise (a reviewer lands on /console/applications).
 */
export async function enrolAuthenticator(page: Page, landing: RegExp = /\/console\/orders$/): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code to add the back office/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').locator('code').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByRole('textbox', { name: '6-digit code' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(landing);
}

/** The newest back-office invitation link the development outbox holds for an address (it stands in for the inbox). */
export async function invitationLinkSentTo(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/v1/dev/outbox', { params: { to } });
        const { data } = (await answer.json()) as { data: { list: Array<{ text: string }> } };
        link = data.list.map((m) => /\S+\/console\/accept\?token=\S+/.exec(m.text)?.[0]).find(Boolean);
        return link;
      },
      { message: `an invitation mailed to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

/** As a signed-in admin on /console/staff: invite an address as a merchant's staff member (merchant found by `merchantWord`). */
export async function inviteMerchantStaff(page: Page, email: string, merchantWord: string, merchantName: RegExp): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await expect(form.getByRole('combobox', { name: 'Role' })).toBeVisible();
  await form.getByLabel('Merchant').fill(merchantWord);
  // antd's visible options are not the listbox's accessible ones (those are hidden), hence the class.
  await page.locator('.ant-select-item-option', { hasText: merchantName }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}

/** As a signed-in admin on /console/staff: invite an address as a reviewer of applications (no merchant to choose). */
export async function inviteReviewer(page: Page, email: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  // antd's visible options are not the listbox's accessible ones (those are hidden), hence the class.
  await page.locator('.ant-select-item-option', { hasText: /^Reviewer$/ }).click();
  await expect(form.getByLabel('Merchant')).toHaveCount(0);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
}
