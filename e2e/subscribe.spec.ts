import { expect, test } from '@playwright/test';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

test('email subscription is confirmed from the mailed link (double opt-in)', async ({ page, request }) => {
  const email = `e2e-${Date.now()}@example.hk`;
  await page.goto('/subscribe');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();

  // The development outbox (never registered in production) stands in for the recipient's inbox.
  const answer = await request.get('/api/v1/dev/outbox', { params: { to: email } });
  const outbox = (await answer.json()) as { data: { list: OutboxMail[] } };
  const mail = outbox.data.list.find((m) => m.to === email);
  expect(mail, 'confirmation mail in the outbox').toBeTruthy();
  const link = /https?:\/\/[^\s]+\/subscribe\?confirm=[A-Za-z0-9_-]+/.exec(mail!.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText('Subscription confirmed')).toBeVisible();
  // Whoever holds the link sees the address masked, never in full.
  await expect(page.getByText(/e\*\*\*@example\.hk is now subscribed/)).toBeVisible();
});
