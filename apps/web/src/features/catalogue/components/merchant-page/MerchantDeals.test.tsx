import type { PromoCodeView } from '@sme/shared/schemas/promotions';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOGIN_REDIRECT_KEY } from '@/lib/session/login-redirect';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { couponInstance, couponOffer, ORDER_IDS } from '@/test/order-fixture';
import { IDS } from '@/test/product-detail-fixture';
import { renderPage } from '@/test/render-page';
import { MerchantDeals } from './MerchantDeals';

const userEvent = userEventLib.setup({ delay: null });
const URL = `/merchant?id=${IDS.merchant}`;
const OFFERS = `/coupon/merchantList/${IDS.merchant}`;
const CODES = `/promo/findByMerchant/${IDS.merchant}`;

/** Tea House's store coupon: HK$20 off each item, 1 per member. */
const storeCoupon = (overrides: Parameters<typeof couponOffer>[0] = {}) =>
  couponOffer({ merchantId: IDS.merchant, merchantName: 'Tea House HK', title: 'Tea House HK$20 off', method: 'FIXPRICE', valueMinor: 2_000, ...overrides });

/** A promotion code of 10% off over HK$300, until the end of 2026. */
const promoCode: PromoCodeView = {
  code: 'TEA10',
  title: 'Spring tea sale',
  merchantId: IDS.merchant,
  currency: 'HKD',
  method: 'PERCENT',
  valueMinor: 0,
  percentage: 10,
  isForAll: true,
  pidList: [],
  per: 'ORDER',
  validFrom: null,
  validUntil: '2026-12-31T12:00:00.000Z',
  minSpendMinor: 30_000,
};

describe('MerchantDeals', { timeout: 60_000 }, () => {
  it('lets a member collect the merchant’s coupon and copy its promo code with its rule', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi({
      [OFFERS]: [envelope(200, { list: [storeCoupon()] }), envelope(200, { list: [storeCoupon({ heldByMe: 1, canCollect: false })] })],
      [CODES]: envelope(200, { list: [promoCode] }),
      '/coupon/collect': envelope(200, couponInstance({ title: 'Tea House HK$20 off' })),
    });
    renderPage('/merchant', <MerchantDeals merchantId={IDS.merchant} />, URL);

    const block = await screen.findByRole('region', { name: 'Coupons and promo codes' }, { timeout: 10_000 });
    const codes = within(block).getByRole('list', { name: 'Promo codes' });
    expect(within(codes).getByText('TEA10')).toBeTruthy();
    expect(within(codes).getByText(/^10% off over HK\$300\.00, until .*2026$/)).toBeTruthy();

    const coupons = within(block).getByRole('list', { name: 'Coupons to collect' });
    await userEvent.click(within(coupons).getByRole('button', { name: 'Collect Tea House HK$20 off' }));
    await waitFor(() => expect(within(coupons).getByRole('button', { name: 'Collected' })).toBeTruthy());
    expect(within(coupons).getByText('You hold 1 of 1')).toBeTruthy();
    expect(api.calls('/coupon/collect')[0]?.fields.get('cpOfferId')).toBe(ORDER_IDS.offer);

    await userEvent.click(within(codes).getByRole('button', { name: 'Copy code TEA10' }));
    expect(await navigator.clipboard.readText()).toBe('TEA10');
  });

  it('asks a visitor to sign in to collect, and brings them back to the merchant', async () => {
    const api = fakeApi({ [OFFERS]: envelope(200, { list: [storeCoupon({ canCollect: false })] }), [CODES]: envelope(200, { list: [] }) });
    const { router } = renderPage('/merchant', <MerchantDeals merchantId={IDS.merchant} />, URL);

    await userEvent.click(await screen.findByRole('button', { name: 'Collect Tea House HK$20 off' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe(URL);
    expect(screen.queryByRole('list', { name: 'Promo codes' })).toBeNull();
    expect(api.calls('/coupon/collect')).toHaveLength(0);
  });

  it('shows nothing when the merchant has neither coupons nor codes', async () => {
    const api = fakeApi({ [OFFERS]: envelope(200, { list: [] }), [CODES]: envelope(200, { list: [] }) });
    const { container } = renderPage('/merchant', <MerchantDeals merchantId={IDS.merchant} />, URL);
    await waitFor(() => expect(api.calls(OFFERS).length + api.calls(CODES).length).toBe(2));
    expect(container.textContent).toBe('');
  });
});
