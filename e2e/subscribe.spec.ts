import { expect, test } from '@playwright/test';
import { signedGet } from './support/api';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

test('email subscription is confirmed from the mailed link (double opt-in)', async ({ page, request }) => {
  const email = `e2e-${Date.now()}@example.hk`;
  await page.goto('/subscribe');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByTestId('subscribe-submit').click();
  await expect(page.getByTestId('subscribe-pending')).toBeVisible();

  const outbox = await signedGet<{ list: OutboxMail[] }>(request, '/dev/outbox', { to: email });
  const mail = outbox.list.find((m) => m.to === email);
  expect(mail, 'confirmation mail in the outbox').toBeTruthy();
  const link = /https?:\/\/[^\s]+\/subscribe\?confirm=[A-Za-z0-9_-]+/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByTestId('subscribe-confirmed')).toBeVisible();
});
