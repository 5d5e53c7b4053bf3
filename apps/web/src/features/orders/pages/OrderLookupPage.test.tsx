import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { orderView } from '@/test/order-fixture';
import { renderPage } from '@/test/render-page';
import OrderLookupPage from './OrderLookupPage';

const userEvent = userEventLib.setup({ delay: null });

describe('OrderLookupPage', { timeout: 60_000 }, () => {
  it('finds an order by number and mobile and shows it without actions and with only the address’s district; a mismatch says so', async () => {
    const api = fakeApi({
      '/order/detailByMobile': [
        envelope(404, null, 'Not found', 404),
        envelope(200, {
          ...orderView({ buyer: { name: 'Chan Tai Man', phone: '+85291234567', email: 't***@example.hk' } }),
          deliveryType: 'HOME_DELIVERY',
          pickupPoint: null,
          address: { area: 'HONG_KONG', countryCode: 'HK', city: 'Wan Chai' },
        }),
      ],
    });
    renderPage('/orderLookup', <OrderLookupPage />);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Order number' }, { timeout: 10_000 }), 'SO2026000009');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9123 4567');
    await userEvent.click(screen.getByRole('button', { name: /Find order/ }));
    expect(await screen.findByText('No order matches this order number and mobile number.')).toBeTruthy();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Order number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Order number' }), 'SO2026000001');
    await userEvent.click(screen.getByRole('button', { name: /Find order/ }));

    expect(await screen.findByRole('heading', { name: 'Awaiting payment' })).toBeTruthy();
    expect(screen.getByText('t***@example.hk')).toBeTruthy();
    // A guest's answer carries only the district of the address: shown as such, with no recipient line.
    expect(screen.getByText('Delivers to')).toBeTruthy();
    expect(screen.getByText('Wan Chai, HK')).toBeTruthy();
    expect(screen.queryByText('Recipient')).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel order/ })).toBeNull();
    await waitFor(() => expect(api.calls('/order/detailByMobile')).toHaveLength(2));
    const fields = api.calls('/order/detailByMobile')[1]?.fields;
    expect([fields?.get('orderNo'), fields?.get('regionCode'), fields?.get('mobile')]).toEqual(['SO2026000001', 'HK', '9123 4567']);
  });
});
