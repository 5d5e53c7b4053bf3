import type { CouponInstanceView } from '@sme/shared/schemas/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { couponInstance, couponOffer, ORDER_IDS } from '@/test/order-fixture';
import { renderPage } from '@/test/render-page';
import CouponsPage from './CouponsPage';

const userEvent = userEventLib.setup({ delay: null });

const counts = { UNUSED: 1, USED: 2, EXPIRED: 0 };
const instances = (list: CouponInstanceView[], c = counts) => envelope(200, { list, total: list.length, page: 1, size: 20, counts: c });
const offers = (list = [couponOffer()]) => envelope(200, { list, total: list.length, page: 1, size: 12 });

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

describe('CouponsPage', { timeout: 60_000 }, () => {
  it('shows the member’s coupons by state with counts, each with its value, issuer, scope and validity', async () => {
    signIn();
    const used = couponInstance({
      id: ORDER_IDS.other,
      title: 'Spring 15% off',
      state: 'USED',
      method: 'PERCENT',
      percentage: 15,
      valueMinor: 0,
      usedAt: '2026-11-02T00:00:00.000Z',
      usedOrderId: ORDER_IDS.order,
    });
    const api = fakeApi({
      '/coupon/instances': (req: SeenRequest) => (req.url.searchParams.get('state') === 'USED' ? instances([used]) : instances([couponInstance()])),
      '/coupon/offers': offers(),
    });
    const { router } = renderPage('/coupons', <CouponsPage />);

    const ticket = await screen.findByRole('article', { name: 'Tea lovers HK$10 off' }, { timeout: 10_000 });
    expect(within(ticket).getByText('HK$10.00')).toBeTruthy();
    expect(within(ticket).getByText('off each item')).toBeTruthy();
    expect(within(ticket).getByText('Tea House HK')).toBeTruthy();
    expect(within(ticket).getByText('All products')).toBeTruthy();
    expect(within(ticket).getByText(/^Valid Jan 2, 2026 – Dec 30, 2026$/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Unused 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Used 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Expired 0' })).toBeTruthy();
    expect(api.calls('/coupon/instances')[0]?.fields.get('state')).toBe('UNUSED');

    await userEvent.click(screen.getByRole('tab', { name: 'Used 2' }));

    const usedTicket = await screen.findByRole('article', { name: 'Spring 15% off' });
    expect(within(usedTicket).getByText('15%')).toBeTruthy();
    expect(within(usedTicket).getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(`/orderDetail?id=${ORDER_IDS.order}`);
    expect(router.state.location.search).toBe('?tab=USED');
  });

  it('redeems a claim code into the unused coupons', async () => {
    signIn();
    const api = fakeApi({
      '/coupon/instances': [instances([], { UNUSED: 0, USED: 0, EXPIRED: 0 }), instances([couponInstance()], { UNUSED: 1, USED: 0, EXPIRED: 0 })],
      '/coupon/offers': offers([]),
      '/coupon/assignByCode': envelope(200, couponInstance()),
    });
    renderPage('/coupons', <CouponsPage />);
    expect(await screen.findByText('You have no unused coupons', {}, { timeout: 10_000 })).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'TEA10');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));

    expect(await screen.findByText('Coupon added: Tea lovers HK$10 off')).toBeTruthy();
    expect(api.calls('/coupon/assignByCode')[0]?.fields.get('code')).toBe('TEA10');
    expect(await screen.findByRole('article', { name: 'Tea lovers HK$10 off' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Unused 1' })).toBeTruthy();
  });

  it('collects an offer from the coupon centre, and says why when the server refuses', async () => {
    signIn();
    let collected = false;
    const api = fakeApi({
      '/coupon/instances': instances([]),
      '/coupon/offers': () => (collected ? offers([couponOffer({ heldByMe: 1, canCollect: false, remaining: 39 })]) : offers()),
      '/coupon/collect': [
        envelope(409, null, 'This coupon is sold out.', 409),
        () => {
          collected = true;
          return envelope(200, couponInstance({ title: 'Platform 10% off' }));
        },
      ],
    });
    renderPage('/coupons', <CouponsPage />);
    const centre = await screen.findByRole('region', { name: 'Coupon centre' }, { timeout: 10_000 });
    const offer = await within(centre).findByRole('article', { name: 'Platform 10% off' });
    expect(within(offer).getByText('10%')).toBeTruthy();
    expect(within(offer).getByText('Any merchant')).toBeTruthy();
    expect(within(offer).getByText('40 left')).toBeTruthy();

    await userEvent.click(within(offer).getByRole('button', { name: 'Collect Platform 10% off' }));
    expect(await screen.findByText('This coupon is sold out.')).toBeTruthy();

    await userEvent.click(within(offer).getByRole('button', { name: 'Collect Platform 10% off' }));
    expect(await screen.findByText('Coupon collected: Platform 10% off')).toBeTruthy();
    await waitFor(() => expect(within(centre).getByRole('button', { name: 'Collected' })).toBeTruthy());
    expect(within(centre).getByText('39 left')).toBeTruthy();
    expect(api.calls('/coupon/collect').map((c) => c.fields.get('cpOfferId'))).toEqual([ORDER_IDS.offer, ORDER_IDS.offer]);
  });

  it('claims the offer of a campaign link', async () => {
    signIn();
    const api = fakeApi({
      '/coupon/instances': instances([couponInstance()]),
      '/coupon/offers': offers([]),
      '/coupon/redeemOffer': envelope(200, couponInstance()),
    });
    const { router } = renderPage('/coupons', <CouponsPage />, `/coupons?offer=${ORDER_IDS.offer}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim coupon' }, { timeout: 10_000 }));
    expect(await screen.findByText('Coupon claimed: Tea lovers HK$10 off')).toBeTruthy();
    expect(api.calls('/coupon/redeemOffer')[0]?.fields.get('cpOfferId')).toBe(ORDER_IDS.offer);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
