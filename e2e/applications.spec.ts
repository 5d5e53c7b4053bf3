import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { registerByEmail, signInByEmail } from './support/accounts';
import { CONSOLE_ADMIN, type ConsoleServer, enrolAuthenticator, invitationLinkSentTo, inviteReviewer, startConsoleServer } from './support/console';

// console.spec.ts uses E2E_PORT + 1, console-products.spec.ts + 3 and console-journey.spec.ts + 5; this journey has a
// server of its own on + 7 (its first admin is made before the server opens the database).
const port = Number(process.env.E2E_PORT ?? 18_080) + 7;
let server: ConsoleServer;

// A step that cannot happen fails in 15 s instead of using up the whole test's time.
test.use({ baseURL: `http://127.0.0.1:${port}`, actionTimeout: 15_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsoleServer(port);
});

test.afterAll(() => server?.stop());

// Screenshots for a person to review (not asserted), outside the repository.
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/app-${name}.png`, fullPage: true });

/** A day `days` before today as YYYY-MM-DD: a few days back is within 3 months and not in the future in any time zone. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A small real one-page PDF showing `text` (the server checks the type by content). */
function pdf(name: string, text: string) {
  const content = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  const body = [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>> endobj',
    `4 0 obj <</Length ${content.length}>> stream\n${content}\nendstream endobj`,
    '5 0 obj <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/** A 1×1 PNG. */
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
});

type Upload = ReturnType<typeof pdf>;

/**
 * Upload a file into a slot of the form, as the applicant does: the date on the document first (antd date picker,
 * typed and confirmed), then the file through the slot's button; done when the slot lists it.
 */
async function uploadInto(page: Page, slot: string, file: Upload, issueDate: string | null): Promise<void> {
  if (issueDate) {
    const date = page.getByLabel(`${slot} 上的日期`, { exact: true });
    await date.fill(issueDate);
    await date.press('Enter');
    await expect(date).toHaveValue(issueDate);
  }
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `為 ${slot} 選擇文件` }).click();
  await (await chooser).setFiles(file);
  await expect(filesOf(page, slot)).toContainText(file.name);
}

/** The list of files a slot of the form holds. */
const filesOf = (page: Page, slot: string): Locator => page.getByRole('list', { name: `${slot} 的文件` });

/**
 * Choose an option of a searchable antd select by typing part of its label, once its dropdown has finished sliding in
 * (a click during the animation can land where the option no longer is: support/menus.ts), and check it was taken.
 */
async function choose(page: Page, scope: Page | Locator, name: string, typed: string, option: RegExp): Promise<void> {
  const select = scope.getByRole('combobox', { name });
  await select.click();
  await select.fill(typed);
  // antd's visible options are not the listbox's accessible ones (those are hidden), hence the classes.
  const dropdown = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ has: page.locator('.ant-select-item-option', { hasText: option }) });
  await expect(dropdown).not.toHaveClass(/ant-slide-up/);
  await dropdown.locator('.ant-select-item-option', { hasText: option }).first().click();
  await expect(scope.locator('.ant-select', { has: page.getByRole('combobox', { name }) })).toContainText(option);
}

/** Mails the development outbox holds for an address (it stands in for the inbox). */
async function mailsTo(request: APIRequestContext, to: string): Promise<Array<{ subject: string | null; text: string }>> {
  const answer = await request.get('/api/v1/dev/outbox', { params: { to } });
  const { data } = (await answer.json()) as { data: { list: Array<{ subject: string | null; text: string }> } };
  return data.list;
}

test('a Hong Kong applicant in zh_TW resumes a draft, submits, replaces the proof of address a reviewer asked for, and sees the application approved', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const word = Date.now().toString(36);
  const reviewerEmail = `e2e-reviewer-${word}@example.hk`;
  const applicantEmail = `e2e-applicant-${word}@example.hk`;
  const companyName = `海港測試${word}有限公司`;
  const infoMessage = `請上傳最近三個月內的住址證明（${word}）。`;

  // The admin invites a reviewer (admins make staff; the first admin comes from the command); staff work in English.
  const admin = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await admin.goto('/console');
  await signInByEmail(admin, CONSOLE_ADMIN.email, CONSOLE_ADMIN.password);
  await enrolAuthenticator(admin);
  await admin.getByRole('menuitem', { name: /Staff/ }).click();
  await expect(admin).toHaveURL(/\/console\/staff$/);
  await inviteReviewer(admin, reviewerEmail);
  await admin.context().close();

  // The invitee registers with the invited address, opens the mailed link, accepts, and sets up two-step sign-in;
  // a reviewer's back office opens on the applications queue.
  const reviewer = await (await browser.newContext({ baseURL: server.url, locale: 'en-US' })).newPage();
  await registerByEmail(reviewer, request, reviewerEmail, 'Secret123');
  await reviewer.goto(await invitationLinkSentTo(request, reviewerEmail));
  await reviewer.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(reviewer.getByText('You are now back-office staff.')).toBeVisible();
  await reviewer.getByRole('button', { name: 'Open the back office' }).click();
  await enrolAuthenticator(reviewer, /\/console\/applications$/);
  await expect(reviewer.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();

  // A Hong Kong applicant registers (the account pages in English), then uses the site in Traditional Chinese.
  const applicantContext = await browser.newContext({ baseURL: server.url, locale: 'zh-TW' });
  const page = await applicantContext.newPage();
  await registerByEmail(page, request, applicantEmail, 'Secret123');
  await applicantContext.addInitScript(() => localStorage.setItem('project-locale', 'zh_TW'));

  // Step 1: contact details, the proof of address (dated within 3 months) and the HK ID copy.
  await page.goto('/regHKComp');
  await expect(page.getByRole('heading', { name: '註冊香港公司（香港申請人）' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '第一步：您的資料', level: 2 })).toBeVisible();
  await page.getByLabel('手機', { exact: true }).fill('+852 9123 4567');
  await page.getByLabel('電郵', { exact: true }).fill(applicantEmail);
  await page.getByLabel('住址', { exact: true }).fill('香港灣仔皇后大道東 1 號 10 樓 A 室');
  // An upload saves the answers before it (it needs the draft), so once both files are listed the draft holds everything.
  await uploadInto(page, '住址證明', pdf('address-bill.pdf', 'Electricity bill'), daysAgo(10));
  await uploadInto(page, '香港身份證副本', png('hkid.png'), daysAgo(400));
  await expect(page.getByRole('status').filter({ hasText: /^\s*已於 \d{2}:\d{2} 保存$/ })).toBeVisible();
  await shot(page, '01-step1');

  // The applicant leaves, comes back, and finds step 1 as it was (the draft resumed from the server).
  await page.goto('/home');
  await page.goto('/regHKComp');
  await expect(page.getByRole('heading', { name: '第一步：您的資料', level: 2 })).toBeVisible();
  await expect(page.getByLabel('手機', { exact: true })).toHaveValue('+852 9123 4567');
  await expect(page.getByLabel('電郵', { exact: true })).toHaveValue(applicantEmail);
  await expect(page.getByLabel('住址', { exact: true })).toHaveValue('香港灣仔皇后大道東 1 號 10 樓 A 室');
  await expect(filesOf(page, '住址證明')).toContainText('address-bill.pdf');
  await expect(filesOf(page, '香港身份證副本')).toContainText('hkid.png');
  await shot(page, '02-step1-resumed');
  await page.getByRole('button', { name: '下一步' }).click();

  // Step 2: the new company, one person who is both director and the only shareholder, and the company papers.
  await expect(page.getByRole('heading', { name: '第二步：新公司', level: 2 })).toBeVisible();
  await page.getByLabel('新公司名稱', { exact: true }).fill(companyName);
  await page.getByLabel('股本（港元）', { exact: true }).fill('10000');
  await choose(page, page, '業務性質', '貿易', /貿易/);
  await page.getByRole('button', { name: '添加股東或董事' }).click();
  const officer = page.locator('.ant-card').filter({ hasText: '持有人 1' });
  await expect(officer.getByRole('radio', { name: '個人' })).toBeChecked();
  await officer.getByLabel('全名', { exact: true }).fill('陳大文');
  await officer.getByRole('checkbox', { name: '股東', exact: true }).check();
  await officer.getByRole('checkbox', { name: '董事', exact: true }).check();
  await choose(page, officer, '國籍', '香港', /香港/);
  await officer.getByLabel('身份證明號碼', { exact: true }).fill('A123456(7)');
  await officer.getByLabel('持股比例（%）', { exact: true }).fill('100');
  await expect(page.getByRole('status').filter({ hasText: '持股合計' })).toContainText('100.00 %');
  await uploadInto(page, '組織架構圖（附持股比例）', png('org-chart.png'), daysAgo(5));
  await uploadInto(page, '股東及簽署人的身份證明', png('officer-id.png'), daysAgo(300));
  await uploadInto(page, '股東及簽署人的住址證明', pdf('officer-bill.pdf', 'Water bill'), daysAgo(20));
  await shot(page, '03-step2');
  await page.getByRole('button', { name: '下一步' }).click();

  // The declaration, ticked and signed on the pad (drawn with the mouse), then saved as an image.
  await expect(page.getByRole('heading', { name: '聲明及簽署', level: 2 })).toBeVisible();
  await page.getByRole('checkbox', { name: /本人聲明本申請所填資料真實/ }).check();
  await page.getByLabel('簽署的授權人姓名', { exact: true }).fill('陳大文');
  const signedOn = page.getByLabel('日期', { exact: true });
  await signedOn.fill(daysAgo(2));
  await signedOn.press('Enter');
  await expect(signedOn).toHaveValue(daysAgo(2));
  const pad = page.getByLabel('簽署板');
  // The mouse draws at viewport coordinates: bring the whole pad into view first.
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  expect(box).not.toBeNull();
  const { x, y, width, height } = box!;
  await page.mouse.move(x + width * 0.15, y + height * 0.6);
  await page.mouse.down();
  for (const [dx, dy] of [
    [0.3, 0.3],
    [0.45, 0.7],
    [0.6, 0.35],
    [0.8, 0.6],
  ] as const)
    await page.mouse.move(x + width * dx, y + height * dy, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: '保存簽署' }).click();
  await expect(page.getByRole('button', { name: /已於 \d{4}-\d{2}-\d{2} 保存簽署$/ })).toBeVisible();
  await shot(page, '04-declaration');
  await page.getByRole('button', { name: '下一步' }).click();

  // The review shows everything; submitted, the confirmation gives the reference.
  await expect(page.getByRole('heading', { name: '檢查並提交', level: 2 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(companyName);
  await expect(page.getByRole('main')).toContainText('address-bill.pdf');
  await page.getByRole('button', { name: '提交申請' }).click();
  await expect(page.getByText('申請已提交')).toBeVisible();
  const referenceText = (await page.getByText(/^您的參考編號：/).textContent()) ?? '';
  const reference = /APP-HK-\d{4}-\d+/.exec(referenceText)?.[0] ?? '';
  expect(reference).not.toBe('');
  await shot(page, '05-submitted');

  // "My applications" lists it as submitted.
  await page.getByRole('main').getByRole('link', { name: '我的申請' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const card = page.getByRole('article', { name: `申請 ${reference}` });
  await expect(card).toContainText('已提交');
  await expect(card).toContainText(companyName);

  // The reviewer finds it by reference, starts the review and asks for a new proof of address, reopening only that.
  const search = reviewer.getByRole('searchbox', { name: 'Search by reference' });
  await search.fill(reference);
  await search.press('Enter');
  const row = reviewer.getByRole('row', { name: new RegExp(reference) });
  await expect(row).toContainText('Submitted');
  await row.getByRole('link', { name: reference }).click();
  await expect(reviewer.getByRole('heading', { name: `Application ${reference}` })).toBeVisible();
  const header = reviewer.getByRole('main');
  await reviewer.getByRole('button', { name: 'Start review' }).click();
  await expect(header.getByText('In review').first()).toBeVisible();
  await shot(reviewer, '06-review');
  await reviewer.getByRole('button', { name: 'Request more information' }).click();
  const ask = reviewer.getByRole('dialog', { name: 'Request more information' });
  await ask.getByLabel('Message to the applicant').fill(infoMessage);
  await ask.getByRole('checkbox', { name: 'Address proof', exact: true }).check();
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask).toBeHidden();
  await expect(header.getByText('More information required').first()).toBeVisible();

  // The applicant sees the request and the message, and opens the form: only the proof of address can change.
  await page.reload();
  await expect(card).toContainText('需補充資料');
  await expect(card).toContainText(infoMessage);
  await page.getByRole('link', { name: `為 ${reference} 補充資料` }).click();
  await expect(page.getByText('需要補充資料')).toBeVisible();
  await expect(page.getByText(infoMessage)).toBeVisible();
  await expect(page.getByRole('heading', { name: '第一步：您的資料', level: 2 })).toBeVisible();
  await expect(page.getByLabel('手機', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('住址', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: '為 香港身份證副本 選擇文件' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '為 住址證明 選擇文件' })).toHaveText('更換文件');
  await uploadInto(page, '住址證明', pdf('address-bill-new.pdf', 'Newer electricity bill'), daysAgo(3));
  await expect(filesOf(page, '住址證明')).not.toContainText('address-bill.pdf');
  await expect(filesOf(page, '香港身份證副本')).toContainText('hkid.png');
  await shot(page, '07-replaced-proof');

  // The other steps are read-only; the applicant goes through them to the review and resubmits.
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '第二步：新公司', level: 2 })).toBeVisible();
  await expect(page.getByLabel('新公司名稱', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: '添加股東或董事' })).toHaveCount(0);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '聲明及簽署', level: 2 })).toBeVisible();
  await expect(page.getByLabel('簽署板')).toHaveCount(0);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '檢查並提交', level: 2 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('address-bill-new.pdf');
  await page.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByText('申請已重新提交')).toBeVisible();
  await expect(page.getByText(`您的參考編號：${reference}`)).toBeVisible();

  // Back in review with the new proof; the reviewer approves.
  await reviewer.reload();
  await expect(header.getByText('In review').first()).toBeVisible();
  await expect(header).toContainText('address-bill-new.pdf');
  await reviewer.getByRole('button', { name: 'Approve' }).click();
  const approve = reviewer.getByRole('dialog', { name: 'Approve' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(header.getByText('Approved').first()).toBeVisible();
  await shot(reviewer, '08-approved');

  // The applicant sees it approved, and has the mails: the confirmation with the reference, the request for more
  // information with the reviewer's message, the confirmation of the resubmission, and the approval.
  await page.goto('/applications');
  await expect(page.getByRole('article', { name: `申請 ${reference}` })).toContainText('已批准');
  await shot(page, '09-my-applications-approved');
  const mails = await mailsTo(request, applicantEmail);
  const mail = (subject: string) => mails.find((m) => m.subject === subject);
  expect(mail(`我們已收到您的申請（${reference}）`)?.text).toContain(reference);
  expect(mail(`我們已收到您的申請（${reference}）`)?.text).toContain('24 小時內回覆');
  expect(mail(`申請（${reference}）需要補充資料`)?.text).toContain(infoMessage);
  expect(mail(`我們已收到申請（${reference}）的補充資料`)).toBeDefined();
  expect(mail(`您的申請（${reference}）已獲批准`)?.text).toContain(reference);
  await applicantContext.close();
  await reviewer.context().close();
});
