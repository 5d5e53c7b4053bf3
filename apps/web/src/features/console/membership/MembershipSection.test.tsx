import { hkToday } from '@sme/shared/hk-day';
import type { IssuedBatchView } from '@sme/shared/schemas/membership';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage, jsonBody } from '../console-fixtures';
import { MEMBER_ID, consoleMemberRow, consoleMemberView } from '../members/member-fixtures';
import { BATCH_ID, cardBatch, consolePlans, memberMembership } from './membership-fixtures';

const BATCHES = '/console/card/batches';

/** A file's text as the browser would read it (jsdom's Blob has no text()). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => vi.restoreAllMocks());

// antd tables and dialogs take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console membership', { timeout: 90_000 }, () => {
  it('issues a batch, shows its codes once with a CSV of them, lists the batches and opens one', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const validUntil = dayjs(hkToday()).add(1, 'year').format('YYYY-MM-DD');
    const issued: IssuedBatchView = {
      batch: cardBatch({ id: 'b-new', batchNo: 'MB2026000002', tier: 'SILVER', durationMonths: 6, validUntil }),
      cards: [
        { cardNo: '8800000000000011', code: 'K7QX-M2PA-9RTD' },
        { cardNo: '8800000000000029', code: 'ZP4C-W8LN-3HVE' },
      ],
    };
    const expired = cardBatch({ redeemedCount: 1, isExpired: true, validUntil: '2026-01-31' });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      [BATCHES]: (req) => (req.method === 'POST' ? envelope(200, issued) : consolePage([expired])),
      [`${BATCHES}/${BATCH_ID}/cards`]: envelope(200, {
        list: [
          { id: 'c-1', cardNo: '8800000000000003', redeemedAt: '2026-02-01T04:00:00.000Z', redeemedBy: 'Chan Tai Man' },
          { id: 'c-2', cardNo: '8800000000000004', redeemedAt: null, redeemedBy: null },
        ],
      }),
    });
    const blobs: Blob[] = [];
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test/cards';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/console/membership/cards');

    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    const row = (await within(table).findByRole('button', { name: 'Open batch MB2026000001' })).closest('tr')!;
    expect(row.textContent).toContain('1 / 2');
    expect(within(row as HTMLElement).getByText('Expired')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Issue cards/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Duration (months)' }), { target: { value: '6' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '2' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));

    await waitFor(() => expect(api.calls(BATCHES).filter((c) => c.method === 'POST')).toHaveLength(1));
    const post = api.calls(BATCHES).find((c) => c.method === 'POST')!;
    expect(jsonBody(post)).toMatchObject({ tier: 'SILVER', durationMonths: 6, quantity: 2, validUntil });
    expect(await screen.findByText('Download or copy the codes now: they are shown only this once and cannot be shown again.')).toBeTruthy();
    expect(screen.getByText('K7QX-M2PA-9RTD')).toBeTruthy();
    expect(screen.getByText('ZP4C-W8LN-3HVE')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Download CSV/ }));
    expect(saved).toEqual(['membership-cards-MB2026000002.csv']);
    const csv = await readText(blobs[0]!);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Card number,Redemption code,Tier,Months,Valid until',
      `8800000000000011,K7QX-M2PA-9RTD,Silver,6,${validUntil}`,
      `8800000000000029,ZP4C-W8LN-3HVE,Silver,6,${validUntil}`,
      '',
    ]);

    await userEvent.click(within(table).getByRole('button', { name: 'Open batch MB2026000001' }));
    const drawer = (await screen.findByText('Cards of batch MB2026000001')).closest<HTMLElement>('[role="dialog"]')!;
    const redeemed = (await within(drawer).findByText('8800000000000003')).closest('tr')!;
    expect(redeemed.textContent).toContain('Redeemed');
    expect(redeemed.textContent).toContain('Chan Tai Man');
    expect(within(drawer).getByText('8800000000000004').closest('tr')!.textContent).toContain('Not redeemed');
  });

  it('finds a member, shows their membership, and extends it only with a reason', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const extended = memberMembership({ current: { ...memberMembership().current, validUntilDay: '2027-01-30' } });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/console/member/list': consolePage([consoleMemberRow()]),
      [`/console/member/detail/${MEMBER_ID}`]: envelope(200, consoleMemberView()),
      [`/console/membership/members/${MEMBER_ID}`]: [envelope(200, memberMembership()), envelope(200, extended)],
      '/console/membership/grant': envelope(200, extended),
    });
    const { router } = renderApp('/console/membership?q=chan');

    await userEvent.click(await screen.findByRole('button', { name: 'Open the membership of Chan Tai Man' }, { timeout: 30_000 }));
    await waitFor(() => expect(router.state.location.search).toBe(`?q=chan&member=${MEMBER_ID}`));
    expect(api.calls('/console/member/list')[0]?.url.searchParams.get('q')).toBe('chan');
    expect((await screen.findAllByText('Dec 31, 2026')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Gold').length).toBeGreaterThan(0);
    expect(screen.getByText('5%')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await within(dialog).findByText('Reason (kept in the audit log) is required.')).toBeTruthy();
    expect(api.calls('/console/membership/grant')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (kept in the audit log)' }), { target: { value: ' Service outage ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(api.calls('/console/membership/grant')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/membership/grant')[0]!)).toMatchObject({ action: 'EXTEND', memberId: MEMBER_ID, days: 30, reason: 'Service outage' });
    expect(await screen.findByText('Jan 30, 2027')).toBeTruthy();
  });

  it('saves one plan’s VIP discount percent', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const plans = '/console/membership/plans';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      [plans]: (req) => (req.method === 'POST' ? envelope(200, { ...consolePlans[1], vipDiscountPercent: 8 }) : envelope(200, { list: consolePlans })),
    });
    renderApp('/console/membership/plans');

    const input = await screen.findByRole('spinbutton', { name: 'VIP discount of Gold (%)' }, { timeout: 30_000 });
    expect(input).toHaveProperty('value', '5');
    expect(screen.getByText('HK$4,608.00')).toBeTruthy();
    fireEvent.change(input, { target: { value: '8' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save the VIP discount of Gold' }));
    await waitFor(() => expect(api.calls(plans).filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(jsonBody(api.calls(plans).find((c) => c.method === 'POST')!)).toMatchObject({ tier: 'GOLD', vipDiscountPercent: 8 });
    expect(await screen.findByText('VIP discount of Gold saved.')).toBeTruthy();
  });
});
