import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage, jsonBody } from '../console-fixtures';
import { OFFER_ID, consoleOfferView } from './promotion-fixtures';

// A large antd form renders slowly in jsdom, so these get more time than the default.
describe('console coupon offer form', { timeout: 90_000 }, () => {
  it('an admin creates a platform-wide percentage offer with a claim code', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const created = consoleOfferView({ merchantId: null, method: 'PERCENT', percentage: 15, valueMinor: 0 });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/console/merchant/list': consolePage([]),
      '/console/couponOffer/create': envelope(200, created),
      [`/console/couponOffer/detail/${OFFER_ID}`]: envelope(200, created),
    });
    renderApp('/console/promotions/offers/new');
    const merchant = await screen.findByLabelText('Merchant', undefined, { timeout: 30_000 });
    await userEvent.click(merchant);
    await userEvent.click(await screen.findByTitle('Platform-wide'));
    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Fifteen off' } });
    fireEvent.change(screen.getByLabelText('Title (Chinese)'), { target: { value: '八五折' } });
    await userEvent.click(screen.getByText('Percentage'));
    fireEvent.change(await screen.findByLabelText('Percentage off'), { target: { value: '15' } });
    fireEvent.change(screen.getByLabelText('Claim code'), { target: { value: 'welcome15' } });
    await userEvent.click(screen.getByText('Create coupon offer'));

    await waitFor(() => expect(api.calls('/console/couponOffer/create')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/couponOffer/create')[0]!)).toMatchObject({
      merchantId: null,
      method: 'PERCENT',
      percentage: 15,
      valueMinor: 0,
      claimCode: 'WELCOME15',
      isPublic: true,
      perMemberLimit: 1,
      totalQuantity: null,
    });
  });

  it('withdraws an offer after a confirmation saying held coupons stop working', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const issued = consoleOfferView({ issuedCount: 12 });
    const withdrawn = consoleOfferView({ issuedCount: 12, status: 'DISABLED', updatedAt: '2026-02-21T08:00:00.000Z' });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe({ roles: ['MEMBER', 'MERCHANT_STAFF'], isAdmin: false })),
      [`/console/couponOffer/detail/${OFFER_ID}`]: [envelope(200, issued), envelope(200, withdrawn)],
      '/console/couponOffer/withdraw': envelope(200, withdrawn),
    });
    renderApp(`/console/promotions/offers/${OFFER_ID}`);
    expect(await screen.findByText('Edit Ten off', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('Handed out so far: 12. The total cannot go below that.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/coupons members already hold \(12 handed out so far\) will stop working/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.calls('/console/couponOffer/withdraw')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/couponOffer/withdraw')[0]!)).toMatchObject({ id: OFFER_ID });
    expect(await screen.findByText(/This offer has been withdrawn/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
