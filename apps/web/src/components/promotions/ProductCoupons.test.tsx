import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { couponInstance, couponOffer, ORDER_IDS } from '@/test/order-fixture';
import { IDS } from '@/test/product-detail-fixture';
import { renderPage } from '@/test/render-page';
import { ProductCoupons } from './ProductCoupons';

const userEvent = userEventLib.setup({ delay: null });
const PATH = `/coupon/publicOffersByProduct/${IDS.product}`;

describe('ProductCoupons', { timeout: 60_000 }, () => {
  it('asks a visitor to sign in before collecting', async () => {
    const api = fakeApi({ [PATH]: envelope(200, { list: [couponOffer({ canCollect: false })] }) });
    renderPage('/pd', <ProductCoupons productId={IDS.product} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Collect Platform 10% off' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Sign in to collect coupons and use them at checkout.');
    expect(api.calls('/coupon/collect')).toHaveLength(0);
  });

  it('lets a member collect a coupon of the product', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi({
      [PATH]: [envelope(200, { list: [couponOffer()] }), envelope(200, { list: [couponOffer({ heldByMe: 1, canCollect: false })] })],
      '/coupon/collect': envelope(200, couponInstance({ title: 'Platform 10% off' })),
    });
    renderPage('/pd', <ProductCoupons productId={IDS.product} />);
    const strip = await screen.findByRole('region', { name: 'Coupons for this product' }, { timeout: 10_000 });
    await userEvent.click(within(strip).getByRole('button', { name: 'Collect Platform 10% off' }));
    await waitFor(() => expect(within(strip).getByRole('button', { name: 'Collected' })).toBeTruthy());
    expect(api.calls('/coupon/collect')[0]?.fields.get('cpOfferId')).toBe(ORDER_IDS.offer);
  });

  it('shows nothing when the product has no offers', async () => {
    const api = fakeApi({ [PATH]: envelope(200, { list: [] }) });
    const { container } = renderPage('/pd', <ProductCoupons productId={IDS.product} />);
    await waitFor(() => expect(api.calls(PATH)).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
