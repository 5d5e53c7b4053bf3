import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { ORDER_IDS, orderView } from '@/test/order-fixture';
import { renderPage } from '@/test/render-page';
import OrderDetailPage from './OrderDetailPage';

const userEvent = userEventLib.setup({ delay: null });
const URL = `/orderDetail?id=${ORDER_IDS.order}`;

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

const amounts = () => screen.getByLabelText('Amounts');
const amountOf = (label: string) => within(amounts()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OrderDetailPage', { timeout: 60_000 }, () => {
  it('shows the order’s breakdown, pickup point, buyer, timeline and time left to pay, and no pickup code while unpaid', async () => {
    signIn();
    const api = fakeApi({
      [`/order/detail/${ORDER_IDS.order}`]: envelope(
        200,
        orderView({ couponDiscountMinor: 1_000, promoCode: 'WELCOME10', promoDiscountMinor: 3_200, totalMinor: 29_200, payableMinor: 29_200 }),
      ),
    });
    renderPage('/orderDetail', <OrderDetailPage />, URL);

    expect(await screen.findByRole('heading', { name: 'Awaiting payment' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Order no. SO2026000001')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/Pay within (29|28):\d\d, or the order closes automatically\./);
    expect(amountOf('Goods subtotal')).toBe('HK$320.00');
    expect(amountOf('Coupon discount')).toBe('−HK$10.00');
    expect(amountOf('Promo code (WELCOME10)')).toBe('−HK$32.00');
    expect(amountOf('Gold member discount (5%)')).toBe('−HK$16.00');
    expect(amountOf('Shipping')).toBe('HK$30.00');
    expect(amountOf('Total')).toBe('HK$292.00');
    expect(amountOf('Amount payable')).toBe('HK$292.00');
    expect(screen.getByText('Tea House Sheung Wan')).toBeTruthy();
    expect(screen.getByText('+852 9123 4567')).toBeTruthy();
    expect(screen.getByText('Please gift wrap')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Items from Tea House HK' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Order history' }).textContent).toContain('Awaiting payment · by you');
    expect(screen.queryByRole('img', { name: 'Pickup QR code' })).toBeNull();
    // Store pickup: no cash on delivery.
    expect(screen.queryByRole('button', { name: 'Pay on delivery' })).toBeNull();
    expect(screen.queryByText('Paid at')).toBeNull();
    expect(api.calls(`/order/detail/${ORDER_IDS.order}`)).toHaveLength(1);
  });

  it('shows the pickup QR code when the order has one', async () => {
    signIn();
    fakeApi({
      [`/order/detail/${ORDER_IDS.order}`]: envelope(
        200,
        orderView({ status: 'PENDING_PICKUP', paymentDueAt: null, actions: [], pickupQr: 'SO2026000001.signed-value' }),
      ),
    });
    renderPage('/orderDetail', <OrderDetailPage />, URL);
    const qr = (await screen.findByRole('img', { name: 'Pickup QR code' }, { timeout: 10_000 })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(qr.src)).toContain('<svg');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });

  it('says how and when a paid order was paid (spec: pay time, online payment), and nothing of it while unpaid', async () => {
    signIn();
    fakeApi({
      [`/order/detail/${ORDER_IDS.order}`]: envelope(
        200,
        orderView({ status: 'PENDING_PICKUP', paymentDueAt: null, actions: [], paymentMethod: 'FPS', paidAt: '2026-11-23T07:41:00.000Z' }),
      ),
    });
    renderPage('/orderDetail', <OrderDetailPage />, URL);
    expect(await screen.findByText('FPS bank transfer', {}, { timeout: 10_000 })).toBeTruthy();
    const paidAt = screen.getByText('Paid at', { selector: 'dt' }).nextElementSibling?.textContent ?? '';
    expect(paidAt).toMatch(/Nov 23, 2026/);
  });

  it('switches an unpaid home delivery to cash on delivery after the confirmation', async () => {
    signIn();
    const address = {
      name: 'Chan Tai Man',
      phone: '+85291234567',
      email: 'tai.man@example.hk',
      area: 'HONG_KONG' as const,
      countryCode: 'HK',
      city: 'Wan Chai',
      detail: '1 Harbour Road',
      remarks: null,
    };
    const api = fakeApi({
      [`/order/detail/${ORDER_IDS.order}`]: [
        envelope(200, orderView({ deliveryType: 'HOME_DELIVERY', pickupPoint: null, address })),
        envelope(
          200,
          orderView({
            deliveryType: 'HOME_DELIVERY',
            pickupPoint: null,
            address,
            status: 'PREPARING',
            isCashOnDelivery: true,
            paymentDueAt: null,
            actions: [],
          }),
        ),
      ],
      '/order/updateDeliveryCod': envelope(200, orderView({ status: 'PREPARING' })),
    });
    renderPage('/orderDetail', <OrderDetailPage />, URL);
    expect(await screen.findByText('1 Harbour Road, Wan Chai, HK', {}, { timeout: 10_000 })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Pay on delivery' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay on delivery' }));

    await waitFor(() => expect(api.calls('/order/updateDeliveryCod')[0]?.fields.get('id')).toBe(ORDER_IDS.order));
    expect(await screen.findByRole('heading', { name: 'Preparing goods' })).toBeTruthy();
    expect(screen.getByText('Cash on delivery')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('answers another member’s (or an unknown) order with not found', async () => {
    signIn();
    fakeApi({ [`/order/detail/${ORDER_IDS.other}`]: envelope(404, null, 'Not found', 404) });
    renderPage('/orderDetail', <OrderDetailPage />, `/orderDetail?id=${ORDER_IDS.other}`);
    expect(await screen.findByText('Order not found', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe('/orders');
  });
});
