import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { codeSentTo, registerByEmail } from './support/accounts';

// The member's browser is in London: /community2 offers London times by default and /meeting shows both zones.
test.use({ timezoneId: 'Europe/London', actionTimeout: 15_000 });

/** The free times shown for the day on /community2; when the day has none left, the first next day it suggests. */
async function freeTimes(page: Page) {
  const times = page.getByRole('group', { name: /^Free times with / }).getByRole('button');
  const nextDays = page.getByText('Try one of the next days:');
  await expect(times.first().or(nextDays)).toBeVisible();
  if (await nextDays.isVisible()) {
    await page.locator('[class*="nextDays"]').getByRole('button').first().click();
    await expect(times.first()).toBeVisible();
  }
  return times;
}

/** Choose the n-th free time; answers its London time and what the page says it is in Hong Kong. */
async function chooseTime(page: Page, n: number): Promise<{ london: string; hongKong: string }> {
  const times = await freeTimes(page);
  const time = times.nth(n);
  const london = (await time.innerText()).trim();
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  const hk = await page.getByText(/Hong Kong time$/).innerText();
  return { london, hongKong: /= (?:.*, )?(\d{1,2}:\d{2}\s?[AP]M) Hong Kong time/.exec(hk)![1]! };
}

/**
 * Choose a free time other than `booked` (its London time) to move the call to. The booked time is not offered again,
 * but the same time may be, with another adviser; and late in the day the first open day may have one time left, so
 * the choice is by time, not by position. When the day offers nothing but the booked time, the next open day is used.
 */
async function chooseOtherTime(page: Page, booked: string): Promise<{ london: string; hongKong: string }> {
  const texts = async () => (await (await freeTimes(page)).allInnerTexts()).map((t) => t.trim());
  let offered = await texts();
  if (!offered.some((t) => t !== booked)) {
    const day = page.getByRole('heading', { level: 2 }).first();
    const shownDay = await day.innerText();
    const selected = (await page.locator('td.ant-picker-cell-selected').getAttribute('title')) ?? '';
    const open = page.locator('td.ant-picker-cell:not(.ant-picker-cell-disabled)[title]');
    const next = (await open.evaluateAll((cells) => cells.map((c) => c.getAttribute('title') ?? ''))).find((title) => title > selected);
    await page.locator(`td.ant-picker-cell[title="${next}"]`).click();
    await expect(day).not.toHaveText(shownDay);
    offered = await texts();
  }
  return chooseTime(
    page,
    offered.findIndex((t) => t !== booked),
  );
}

/** The .ics the /meeting page downloads. */
async function downloadIcs(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download .ics file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^MT\d{14}\.ics$/);
  return readFileSync((await file.path())!, 'utf8');
}

/** The call's span as /meeting writes it ("Monday, … 1:30 – 2:00 AM GMT"): the start's hours and minutes, then a dash. */
const spanStarting = (time: string) => new RegExp(`\\b${/\d{1,2}:\d{2}/.exec(time)![0]}(\\s?[AP]M)?\\s?–`);

const icsField = (ics: string, name: string) => new RegExp(`^${name}[:;](.*)$`, 'm').exec(ics)?.[1]?.trim();

test('a member verifies a company email, books a call in London time, sees London and Hong Kong times, downloads the .ics and reschedules', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  await registerByEmail(page, request, `e2e-call-${stamp}@example.hk`, 'Secret123');

  // /community1: a free-mail address is refused; the company address is verified by the code mailed to it.
  await page.goto('/community1');
  const email = page.getByRole('textbox', { name: 'Company email' });
  await email.fill(`e2e-call-${stamp}@gmail.com`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/Please use your company email address/)).toBeVisible();
  const companyEmail = `e2e-call-${stamp}@acme-trading.hk`;
  await email.fill(companyEmail);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await codeSentTo(request, companyEmail));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Company email verified')).toBeVisible();
  await page.getByRole('link', { name: 'Choose a time' }).click();

  // /community2 in the browser's zone: pick a free time and book it.
  await expect(page).toHaveURL(/\/community2/);
  await expect(page.getByText('Times are shown in Europe/London.')).toBeVisible();
  const first = await chooseTime(page, 0);
  await page.getByRole('button', { name: 'Book this call' }).click();

  // /meeting: the same time in London and in Hong Kong.
  await expect(page).toHaveURL(/\/meeting\?id=[0-9a-f-]+$/);
  await expect(page.getByText('Your call is booked')).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id');
  await expect(page.getByText('Your time (Europe/London)')).toBeVisible();
  await expect(page.getByText(spanStarting(first.london)).first()).toBeVisible();
  await expect(page.getByText(spanStarting(first.hongKong)).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join the call' })).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/\S{20,}$/);

  const booked = await downloadIcs(page);
  expect(booked).toContain('METHOD:REQUEST');
  expect(icsField(booked, 'DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
  expect(icsField(booked, 'SEQUENCE')).toBe('0');
  expect(booked).toMatch(/TRIGGER[:;].*-PT15M/);

  // Reschedule to another free time: same call, new time, the calendar event updated (same UID, next SEQUENCE).
  await page.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(new RegExp(`/community2\\?reschedule=${id}`));
  await expect(page.getByRole('heading', { name: 'Reschedule your call' })).toBeVisible();
  const second = await chooseOtherTime(page, first.london);
  await page.getByRole('button', { name: 'Move my call to this time' }).click();
  await expect(page).toHaveURL(new RegExp(`/meeting\\?id=${id}$`));
  await expect(page.getByText(spanStarting(second.london)).first()).toBeVisible();
  const moved = await downloadIcs(page);
  expect(icsField(moved, 'UID')).toBe(icsField(booked, 'UID'));
  expect(icsField(moved, 'SEQUENCE')).toBe('1');
  expect(icsField(moved, 'DTSTART')).not.toBe(icsField(booked, 'DTSTART'));
});
