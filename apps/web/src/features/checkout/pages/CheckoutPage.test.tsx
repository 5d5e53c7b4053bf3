import type { OrderPreviewView } from '@sme/shared/schemas/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addressView } from '@/test/address-fixture';
import { LINE_IDS } from '@/test/cart-fixture';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { memberProfile } from '@/test/member-fixture';
import { ORDER_IDS, orderPreview, orderView } from '@/test/order-fixture';
import { renderPage } from '@/test/render-page';
import CheckoutPage from './CheckoutPage';

const userEvent = userEventLib.setup({ delay: null });
/** The product a buy-now link names. */
const PRODUCT_ID = '0b8c2f4e-8a52-4f55-9c36-0f3b0d1f7a10';
const URL_OF_TWO = `/checkout?items=${LINE_IDS.tea},${LINE_IDS.cups}`;

const json = (req: SeenRequest) => JSON.parse(String(req.body)) as Record<string, unknown>;

const deliveryOptions = {
  deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'],
  pickupPoints: [
    {
      id: ORDER_IDS.store,
      kind: 'STORE',
      merchantId: ORDER_IDS.merchant,
      name: 'Tea House Sheung Wan',
      address: '18 Wing Lok Street',
      district: 'Central and Western',
      openingHours: '10:00–19:00',
    },
    {
      id: ORDER_IDS.locker,
      kind: 'LOCKER',
      merchantId: null,
      name: 'Locker Central',
      address: '1 Des Voeux Road',
      district: 'Central and Western',
      openingHours: null,
    },
  ],
};

/** The member's checkout server: delivery options, addresses, profile, and previews answered by `price`. */
function checkoutServer(
  price: (body: Record<string, unknown>) => OrderPreviewView = () => orderPreview(),
  extra: Record<string, (req: SeenRequest) => Response> = {},
) {
  return fakeApi({
    '/order/deliveryTypes': envelope(200, deliveryOptions),
    '/address/list': envelope(200, { list: [addressView()] }),
    '/member/profile': envelope(200, memberProfile()),
    '/order/preview': (req) => envelope(200, price(json(req))),
    ...extra,
  });
}

const summary = () => screen.getByRole('complementary', { name: 'Order summary' });
/** The amount the summary shows beside a label. */
const amountOf = (label: string) => within(summary()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const placeButton = () => within(summary()).getByRole('button', { name: /Place order/ }) as HTMLButtonElement;

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

describe('CheckoutPage', { timeout: 60_000 }, () => {
  it('shows exactly the totals the server computed for the default choice (home delivery to the default address)', async () => {
    signIn();
    const api = checkoutServer();
    renderPage('/checkout', <CheckoutPage />, URL_OF_TWO);

    await waitFor(() => expect(within(summary()).getByText('HK$334.00')).toBeTruthy(), { timeout: 10_000 });
    expect(amountOf('Goods subtotal')).toBe('HK$320.00');
    expect(amountOf('Gold member discount (5%)')).toBe('−HK$16.00');
    expect(amountOf('Shipping')).toBe('HK$30.00');
    expect(amountOf('Total')).toBe('HK$334.00');
    expect(within(summary()).queryByText('Coupon discount')).toBeNull();
    const [first] = api.calls('/order/preview').map(json);
    expect(first).toMatchObject({
      cartItemIds: `${LINE_IDS.tea},${LINE_IDS.cups}`,
      deliveryType: 'HOME_DELIVERY',
      addressId: addressView().id,
      couponInstanceIds: [],
    });
    expect((screen.getByRole('radio', { name: /Chan Tai Man/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'tai.man@example.hk');
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });

  it('shows the server’s message for a refused promo code, keeps it out of the order, and tags a code that applies', async () => {
    signIn();
    const api = checkoutServer((body) =>
      body.promoCode === 'OLD2020'
        ? orderPreview({
            promo: { code: 'OLD2020', discountMinor: 0, outcome: 8102, message: 'This promotion code has expired.' },
            blockedBy: 8102,
            blockedMessage: 'This promotion code has expired.',
          })
        : body.promoCode === 'WELCOME10'
          ? orderPreview({
              promo: { code: 'WELCOME10', discountMinor: 3_200, outcome: 200, message: 'OK' },
              promoDiscountMinor: 3_200,
              totalMinor: 30_200,
              payableMinor: 30_200,
            })
          : orderPreview(),
    );
    renderPage('/checkout', <CheckoutPage />, URL_OF_TWO);
    await waitFor(() => expect(within(summary()).getByText('HK$334.00')).toBeTruthy(), { timeout: 10_000 });

    const input = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(input, 'OLD2020');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This promotion code has expired.');
    expect(screen.queryByRole('button', { name: 'Remove promo code OLD2020' })).toBeNull();
    expect(within(summary()).getByText('HK$334.00')).toBeTruthy();
    await waitFor(() => expect(placeButton().disabled).toBe(false));

    await userEvent.clear(input);
    await userEvent.type(input, 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByRole('button', { name: 'Remove promo code WELCOME10' })).toBeTruthy();
    await waitFor(() => expect(amountOf('Total')).toBe('HK$302.00'));
    expect(amountOf('Promo code (WELCOME10)')).toBe('−HK$32.00');
    const bodies = api.calls('/order/preview').map(json);
    expect(bodies.some((b) => b.promoCode === 'OLD2020')).toBe(true);
    expect(bodies.at(-1)?.promoCode).toBe('WELCOME10');
  });

  it('disables Place order while the preview is blocked (8110) and says why', async () => {
    signIn();
    checkoutServer(() => orderPreview({ blockedBy: 8110, blockedMessage: 'The order amount cannot be below 1: cancel some offers.' }));
    renderPage('/checkout', <CheckoutPage />, URL_OF_TWO);
    expect(
      await within(await screen.findByRole('complementary', { name: 'Order summary' }, { timeout: 10_000 })).findByText(
        'The order amount cannot be below 1: cancel some offers.',
      ),
    ).toBeTruthy();
    expect(placeButton().disabled).toBe(true);
  });

  it('places a store pickup order once, however often Place order is clicked, and goes on to pay it', async () => {
    signIn();
    let created = 0;
    const api = checkoutServer(undefined, {
      '/order/create': () => {
        created += 1;
        return envelope(200, orderView());
      },
    });
    const { router } = renderPage('/checkout', <CheckoutPage />, URL_OF_TWO);
    await userEvent.click(await screen.findByRole('radio', { name: /Store pickup/ }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('radio', { name: /Tea House Sheung Wan/ }));
    await waitFor(() => expect(api.calls('/order/preview').map(json).at(-1)).toMatchObject({ deliveryType: 'STORE_PICKUP', pickupPointId: ORDER_IDS.store }));
    await waitFor(() => expect(placeButton().disabled).toBe(false));

    await userEvent.dblClick(placeButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
    expect(router.state.location.search).toBe(`?orderId=${ORDER_IDS.order}`);
    expect(created).toBe(1);
    const body = json(api.calls('/order/create')[0] as SeenRequest);
    expect(body).toMatchObject({
      cartItemIds: `${LINE_IDS.tea},${LINE_IDS.cups}`,
      deliveryType: 'STORE_PICKUP',
      pickupPointId: ORDER_IDS.store,
      buyerName: '陳大文',
      regionCode: 'HK',
      buyerEmail: 'tai.man@example.hk',
    });
    expect(body.addressId).toBeUndefined();
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('buys now: asks for that product and quantity only, never the cart’s lines, and places it so', async () => {
    signIn();
    const api = checkoutServer(undefined, { '/order/create': () => envelope(200, orderView()) });
    const { router } = renderPage('/checkout', <CheckoutPage />, `/checkout?buy=${PRODUCT_ID}&qty=2&spec=${encodeURIComponent('500 g')}`);
    await waitFor(() => expect(placeButton().disabled).toBe(false), { timeout: 10_000 });

    const asked = api.calls('/order/deliveryTypes')[0]?.url.searchParams;
    expect(asked?.get('productId')).toBe(PRODUCT_ID);
    expect(asked?.get('quantity')).toBe('2');
    expect(asked?.has('cartItemIds')).toBe(false);
    const buyNow = { productId: PRODUCT_ID, quantity: 2, specification: '500 g', priceMode: 'retail' };
    expect(api.calls('/order/preview').map(json).at(-1)).toMatchObject({ buyNow, deliveryType: 'HOME_DELIVERY' });
    expect(
      api
        .calls('/order/preview')
        .map(json)
        .every((b) => b.cartItemIds === undefined),
    ).toBe(true);

    await userEvent.click(placeButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
    const body = json(api.calls('/order/create')[0] as SeenRequest);
    expect(body).toMatchObject({ buyNow });
    expect(body.cartItemIds).toBeUndefined();
  });

  it('preselects a lone pickup store and fills the buyer from the profile', async () => {
    signIn();
    const api = fakeApi({
      '/order/deliveryTypes': envelope(200, { deliveryTypes: ['STORE_PICKUP'], pickupPoints: deliveryOptions.pickupPoints.slice(0, 1) }),
      '/address/list': envelope(200, { list: [] }),
      // Only a nickname: the buyer's name is still the member's own.
      '/member/profile': envelope(200, memberProfile({ fullName: null, engFirstName: null, engLastName: null, nickName: 'Tai Man' })),
      '/order/preview': (req) => envelope(200, orderPreview(json(req).pickupPointId ? {} : { blockedBy: 400 })),
    });
    renderPage('/checkout', <CheckoutPage />, URL_OF_TWO);

    const store = await screen.findByRole('radio', { name: /Tea House Sheung Wan/ }, { timeout: 10_000 });
    expect((store as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(api.calls('/order/preview').map(json).at(-1)).toMatchObject({ deliveryType: 'STORE_PICKUP', pickupPointId: ORDER_IDS.store }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Tai Man');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty('value', '9123 4567');
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });

  it('shows a friendly way back to the cart without valid items', async () => {
    signIn();
    checkoutServer();
    renderPage('/checkout', <CheckoutPage />, '/checkout?items=not-an-id');
    expect(await screen.findByText('Nothing to check out', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
  });
});
