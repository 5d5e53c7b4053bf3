import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '@/lib/session/user-store';
import { cartLine, cartServer, cartView, LINE_IDS } from '@/test/cart-fixture';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import CartPage from './CartPage';

const userEvent = userEventLib.setup({ delay: null });
const cups = () => cartLine({ id: LINE_IDS.cups, name: 'Porcelain cups', quantity: 1, unitPriceMinor: 8_000, stock: 9 });
const lamp = () =>
  cartLine({ id: LINE_IDS.lamp, name: 'Desk lamp', currency: 'USD', unitPriceMinor: 3_500, quantity: 1, merchant: { id: 'm2', name: 'Bright Co' } });

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

const summary = () => screen.getByRole('complementary', { name: 'Order summary' });

// Pages with antd take seconds to render on a busy machine; the project's 15 s default is too tight for them.
describe('CartPage', { timeout: 60_000 }, () => {
  it('selects every line with select all and shows the totals the server summed, enabling checkout', async () => {
    signIn();
    const api = fakeApi(cartServer([cartLine(), cups()]));
    const { router } = renderPage('/cart', <CartPage />);

    await screen.findByRole('region', { name: 'Items from Tea House HK' }, { timeout: 10_000 });
    expect(within(summary()).getByText('Select the items to check out')).toBeTruthy();
    expect((within(summary()).getByRole('button', { name: 'Check out' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));

    await waitFor(() => expect(within(summary()).getByText('HK$320.00')).toBeTruthy());
    expect(api.calls('/cart/update')[0]?.fields.get('ids')).toBe('all');
    expect(api.calls('/cart/update')[0]?.fields.get('selected')).toBe('true');
    expect(within(summary()).getByText('2 items selected')).toBeTruthy();
    const checkout = within(summary()).getByRole('button', { name: 'Check out' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(false);
    await userEvent.click(checkout);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe(`?items=${LINE_IDS.tea},${LINE_IDS.cups}`);
  });

  it('keeps a quantity within the stock, saying so, and shows a 6001 from the server next to the line', async () => {
    signIn();
    const server = cartServer([cartLine()]);
    const api = fakeApi({
      ...server,
      '/cart/update': [server['/cart/update'], () => envelope(6001, null, 'Insufficient stock', 409)],
    });
    renderPage('/cart', <CartPage />);
    const input = (await screen.findByRole('spinbutton', { name: 'Quantity of Jasmine green tea' }, { timeout: 10_000 })) as HTMLInputElement;

    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Only 5 in stock: the quantity was lowered to 5.')).toBeTruthy();
    await waitFor(() => expect(api.calls('/cart/update')[0]?.fields.get('quantity')).toBe('5'));
    await waitFor(() => expect(input.value).toBe('5'));

    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Not enough stock: only 5 left. Lower the quantity.')).toBeTruthy();
    expect(api.calls('/cart/update')[1]?.fields.get('quantity')).toBe('4');
  });

  it('explains mixed currencies (4400) and selects only the HKD items on request', async () => {
    signIn();
    const mixed = (lines: ReturnType<typeof cartLine>[]) => (new Set(lines.filter((l) => l.selected).map((l) => l.currency)).size > 1 ? 4400 : null);
    const api = fakeApi(cartServer([cartLine({ selected: true }), cups(), { ...lamp(), selected: true }], mixed));
    renderPage('/cart', <CartPage />);

    expect(await screen.findByText('Items in different currencies cannot be checked out together', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(summary()).getByText('US$35.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Select only the HKD item' }));

    await waitFor(() => expect(screen.queryByText('Items in different currencies cannot be checked out together')).toBeNull());
    const calls = api.calls('/cart/update').map((c) => [c.fields.get('ids'), c.fields.get('selected')]);
    expect(calls).toEqual([
      ['all', 'false'],
      [LINE_IDS.tea, 'true'],
    ]);
    expect(within(summary()).queryByText('US$35.00')).toBeNull();
    expect((within(summary()).getByRole('button', { name: 'Check out' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('explains mixed delivery types (4401) and offers the groups that share one', async () => {
    signIn();
    const lines = [
      cartLine({ selected: true }),
      { ...cups(), selected: true, deliveryTypes: ['HOME_DELIVERY' as const] },
      { ...cups(), id: LINE_IDS.lamp, name: 'Tea tray', selected: true, deliveryTypes: ['STORE_PICKUP' as const] },
    ];
    fakeApi({ '/cart/list': envelope(200, cartView(lines, 4401)) });
    renderPage('/cart', <CartPage />);

    expect(await screen.findByText('These items cannot be delivered the same way', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select only the 2 items with home delivery' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select only the 2 items with store pickup' })).toBeTruthy();
    expect((within(summary()).getByRole('button', { name: 'Check out' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes a line after confirmation and refreshes the header count', async () => {
    signIn();
    const api = fakeApi(cartServer([cartLine(), cups()]));
    renderPage('/cart', <CartPage />);
    await screen.findByRole('region', { name: 'Items from Tea House HK' }, { timeout: 10_000 });
    await waitFor(() => expect(useUserStore.getState().cartCount).toBe(2));

    await userEvent.click(screen.getByRole('button', { name: 'Remove Porcelain cups' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByText('Porcelain cups')).toBeNull());
    expect(api.calls('/cart/remove')[0]?.fields.get('id')).toBe(LINE_IDS.cups);
    expect(useUserStore.getState().cartCount).toBe(1);
  });

  it('removes the selected lines in one request after confirmation', async () => {
    signIn();
    const api = fakeApi(cartServer([cartLine({ selected: true }), { ...cups(), selected: true }, lamp()]));
    renderPage('/cart', <CartPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Remove selected \(2\)/ }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(api.calls('/cart/bulkRemove')).toHaveLength(1));
    expect(api.calls('/cart/bulkRemove')[0]?.fields.get('ids')).toBe(`${LINE_IDS.tea},${LINE_IDS.cups}`);
    await waitFor(() => expect(screen.queryByText('Jasmine green tea')).toBeNull());
    expect(screen.getByText('Desk lamp')).toBeTruthy();
  });

  it('marks lines that cannot be bought and keeps them from being selected', async () => {
    signIn();
    fakeApi({ '/cart/list': envelope(200, cartView([cartLine({ stock: 0, problem: 'OUT_OF_STOCK' }), { ...cups(), problem: 'UNAVAILABLE' }])) });
    renderPage('/cart', <CartPage />);
    expect(await screen.findByText('Out of stock', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('No longer available')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select Jasmine green tea' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('shows an empty cart with a way to the marketplace', async () => {
    signIn();
    fakeApi({ '/cart/list': envelope(200, cartView([])) });
    renderPage('/cart', <CartPage />);
    expect(await screen.findByText('Your cart is empty', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore the marketplace' }).getAttribute('href')).toBe('/marketplace');
  });
});
