import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartLineView } from '@sme/shared/schemas/cart';
import { LOGIN_REDIRECT_KEY } from '@/lib/session/login-redirect';
import { cartLine, cartView } from '@/test/cart-fixture';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { memberProfile } from '@/test/member-fixture';
import { IDS, productDetail } from '@/test/product-detail-fixture';
import { renderApp } from '@/test/render-app';
import { renderPage } from '@/test/render-page';
import ProductDetailPage from './ProductDetailPage';

const userEvent = userEventLib.setup({ delay: null });
const url = (extra = '') => `/pd?id=${IDS.product}${extra}`;

function renderDetail(product = productDetail(), extra = '') {
  const api = fakeApi({ [`/product/detail/${IDS.product}`]: envelope(200, product) });
  const view = renderPage('/pd', <ProductDetailPage />, url(extra));
  return { api, ...view };
}

/** The page's h1 once the product (or its absence) has arrived; generous, as the machine running tests may be busy. */
const loaded = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;

// Pages with antd take seconds to render on a busy machine; the project's 15 s default is too tight for them.
describe('ProductDetailPage', { timeout: 60_000 }, () => {
  it('shows the product, titles the page with its name and links its merchant', async () => {
    // Through the whole app: the layout writes the title, preferring the page's data title to the route's.
    fakeApi({ [`/product/detail/${IDS.product}`]: envelope(200, productDetail()) });
    renderApp(url());
    expect((await loaded()).textContent).toBe('Jasmine green tea');
    await waitFor(() => expect(document.title).toBe('Jasmine green tea | SME Link HK'));
    expect(screen.getByRole('link', { name: 'Tea House HK' }).getAttribute('href')).toBe(`/merchant?id=${IDS.merchant}`);
    // The description and similar products come in the render after the one that paints the picture.
    expect(await screen.findByText('jasmine', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'You may also like' })).toBeTruthy();
  });

  it('switches to wholesale: the URL says so and the quantity rises to the wholesale minimum', async () => {
    const { router } = renderDetail();
    await loaded();
    expect(quantity().value).toBe('1');

    await userEvent.click(screen.getByText('Wholesale'));

    await waitFor(() => expect(quantity().value).toBe('10'));
    expect(router.state.location.search).toContain('priceMode=wholesale');
    expect(quantity().getAttribute('aria-valuemin')).toBe('10');
    expect(screen.getByText('Wholesale order: at least 10 units.')).toBeTruthy();
    expect(screen.getByText('Subtotal: HK$950.00')).toBeTruthy();
  });

  it('keeps the quantity within the stock', async () => {
    renderDetail();
    await loaded();
    fireEvent.change(quantity(), { target: { value: '99' } });
    fireEvent.blur(quantity());
    await waitFor(() => expect(quantity().value).toBe('40'));
    expect(quantity().getAttribute('aria-valuemax')).toBe('40');
    expect(screen.getByText('40 available')).toBeTruthy();
  });

  it('disables wholesale, with the reason, for a product without a wholesale price', async () => {
    renderDetail(productDetail({ price: { currency: 'HKD', retailMinor: 12_000, wholesaleMinor: null, minWholesaleQty: null } }), '&priceMode=wholesale');
    await loaded();
    expect(screen.getByText('This product is sold at retail prices only.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Wholesale' }) as HTMLInputElement).disabled).toBe(true);
    expect(quantity().value).toBe('1');
  });

  it('requires a specification, then adds the choice to the cart in the chosen price mode and refreshes the header count', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    let lines: CartLineView[] = [];
    const api = fakeApi({
      [`/product/detail/${IDS.product}`]: envelope(200, productDetail()),
      '/member/profile': envelope(200, memberProfile()),
      '/cart/list': () => envelope(200, cartView(lines)),
      '/cart/add': () => {
        lines = [cartLine({ quantity: 10, selected: false })];
        return envelope(200, lines[0]);
      },
    });
    renderApp(url());
    await loaded();
    const [banner] = await screen.findAllByRole('banner');
    expect(await within(banner as HTMLElement).findByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();

    await userEvent.click(screen.getByText('Wholesale'));
    await waitFor(() => expect(quantity().value).toBe('10'));
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(await screen.findByText('Please choose Size.')).toBeTruthy();
    expect(api.calls('/cart/add')).toHaveLength(0);

    await userEvent.click(screen.getByText('500 g'));
    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));

    expect(await screen.findByText('Added to your cart.')).toBeTruthy();
    const fields = api.calls('/cart/add')[0]?.fields;
    expect({
      productId: fields?.get('productId'),
      specification: fields?.get('specification'),
      quantity: fields?.get('quantity'),
      priceMode: fields?.get('priceMode'),
    }).toEqual({
      productId: IDS.product,
      specification: '500 g',
      quantity: '10',
      priceMode: 'wholesale',
    });
    expect(await within(banner as HTMLElement).findByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('buys now: goes straight to checkout with this choice only, and never touches the cart', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi({
      [`/product/detail/${IDS.product}`]: envelope(200, productDetail()),
      '/cart/list': envelope(200, cartView([])),
    });
    const { router } = renderPage('/pd', <ProductDetailPage />, url());
    await loaded();
    await userEvent.click(screen.getByText('500 g'));
    await userEvent.click(screen.getByRole('button', { name: /Buy now/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ buy: IDS.product, qty: '1', spec: '500 g' });
    // Back on the product, a second Buy now is again only a link: nothing was added either time. The product page has
    // left the screen first, as in a browser, so it comes back afresh and the size is chosen again (going back before
    // React had rendered the checkout kept the old page and its choice, which a loaded machine did not).
    await waitFor(() => expect(screen.queryByRole('button', { name: /Buy now/ })).toBeNull());
    await router.navigate(-1);
    await userEvent.click(await screen.findByText('500 g'));
    await userEvent.click(screen.getByRole('button', { name: /Buy now/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(api.calls('/cart/add')).toHaveLength(0);
    expect(api.calls('/cart/update')).toHaveLength(0);
  });

  it('asks a visitor to sign in before adding to cart, remembering this product', async () => {
    const { router } = renderDetail();
    await loaded();

    await userEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Please sign in to add products to your cart/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem(LOGIN_REDIRECT_KEY)).toBe(url());
  });

  it('carries the product, chosen specification and quantity to the special order request', async () => {
    renderDetail();
    await loaded();
    await userEvent.click(screen.getByText('250 g'));
    fireEvent.change(quantity(), { target: { value: '3' } });
    fireEvent.blur(quantity());

    const query = () => new URL(screen.getByRole('link', { name: 'Request a special order' }).getAttribute('href') ?? '', 'http://x').searchParams;
    await waitFor(() => expect(query().get('quantity')).toBe('3'));
    expect(Object.fromEntries(query())).toEqual({
      productId: IDS.product,
      productName: 'Jasmine green tea',
      productCode: 'TEA-001',
      specification: 'Size: 250 g',
      quantity: '3',
    });
  });

  it('offers only the special order request when the product is out of stock', async () => {
    renderDetail(productDetail({ stock: 0 }));
    await loaded();
    expect(screen.getByText('Out of stock', { selector: '.ant-alert-title, .ant-alert-message, div' })).toBeTruthy();
    expect((screen.getByRole('button', { name: /Add to cart/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Buy now/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Request a special order' }).getAttribute('href')).toContain('/specialOffer?productId=');
  });

  it('shows a friendly not-found state with a way to the product list for an unknown product', async () => {
    fakeApi({ [`/product/detail/${IDS.product}`]: envelope(404, null, 'Not found', 404) });
    renderPage('/pd', <ProductDetailPage />, url());
    expect((await loaded()).textContent).toBe('This product is not available');
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/pl');
  });
});
