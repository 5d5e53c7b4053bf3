import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, consolePage } from '../console-fixtures';
import { consoleOfferView, consolePromoView, promoUsageView } from './promotion-fixtures';

// antd tables, tabs and drawers take seconds to render on two busy cores; the project's 15 s default is too tight.
describe('console promotions tables', { timeout: 90_000 }, () => {
  it('sends the URL’s filters, shows codes with discount, uses and state, and keeps a new search in the URL', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/console/merchant/list': consolePage([]),
      '/console/promo/list': consolePage(
        [
          consolePromoView({ uses: 3 }),
          consolePromoView({
            id: 'p-2',
            code: 'HALF',
            method: 'PERCENT',
            percentage: 50,
            valueMinor: 0,
            usageLimit: null,
            status: 'DISABLED',
            merchantId: null,
            merchantName: null,
          }),
        ],
        2,
      ),
      '/console/promo/usage/p-2': envelope(200, promoUsageView()),
    });
    const { router } = renderApp('/console/promotions?status=ACTIVE&q=spr');

    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    expect(await within(table).findByRole('link', { name: 'SPRING20' })).toBeTruthy();
    const first = api.calls('/console/promo/list')[0]?.url.searchParams;
    expect([first?.get('status'), first?.get('q'), first?.get('page')]).toEqual(['ACTIVE', 'spr', '1']);
    expect(within(table).getByText('HK$20.00 off each order')).toBeTruthy();
    expect(within(table).getByText('50% off')).toBeTruthy();
    expect(within(table).getByText('3 / 100')).toBeTruthy();
    expect(within(table).getByText('Platform-wide')).toBeTruthy();
    expect(within(table).getByText('Disabled')).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search promo codes' });
    await userEvent.clear(search);
    await userEvent.type(search, 'HALF{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=ACTIVE&q=HALF'));
    await waitFor(() => expect(api.calls('/console/promo/list').at(-1)?.url.searchParams.get('q')).toBe('HALF'));

    await userEvent.click(within(table).getAllByRole('button', { name: 'Usage' })[1]!);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('HK$40.00')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'SO2026000001' }).getAttribute('href')).toBe('/console/orders/order-1');
  });

  it('switches to the coupon offers tab, whose withdrawn offers read as such', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe({ roles: ['MEMBER', 'MERCHANT_STAFF'], isAdmin: false })),
      '/console/promo/list': consolePage([]),
      '/console/couponOffer/list': consolePage([consoleOfferView({ status: 'DISABLED', issuedCount: 7 })]),
    });
    const { router } = renderApp('/console/promotions');
    expect(await screen.findByText('No promo codes yet', undefined, { timeout: 30_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Coupon offers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/console/promotions/offers'));
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Ten off' })).toBeTruthy();
    expect(within(table).getByText('Withdrawn')).toBeTruthy();
    expect(within(table).getByText('7 / 100')).toBeTruthy();
    expect(api.calls('/console/couponOffer/list')).toHaveLength(1);
  });
});
