import { type ConsoleSpecialOrderView } from '@sme/shared/schemas/console-special-orders';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, jsonBody } from '../../console-fixtures';
import { hkToday } from '@sme/shared/hk-day';

const ID = '66666666-6666-4666-8666-666666666666';

function request(overrides: Partial<ConsoleSpecialOrderView> = {}): ConsoleSpecialOrderView {
  return {
    id: ID,
    reference: 'SO-66666666',
    status: 'NEW',
    merchantId: null,
    productName: 'Oolong tea gift box',
    productCode: 'TEA-001',
    quantity: 300,
    customerName: 'Chan Tai Man',
    email: 'chan@example.hk',
    phone: '+85291234567',
    createdAt: '2026-11-20T08:00:00.000Z',
    productId: null,
    memberId: null,
    specification: '500 g',
    remark: null,
    locale: 'zh_TW',
    quote: null,
    declineReason: null,
    handledBy: null,
    handledAt: null,
    ...overrides,
  };
}

const currencies = envelope(200, {
  list: [
    { code: 'HKD', name: 'Hong Kong dollar', symbol: 'HK$', decimals: 2, rates: [] },
    { code: 'USD', name: 'US dollar', symbol: 'US$', decimals: 2, rates: [] },
  ],
});

/** Fill the quote dialog; the date picker takes the day typed into its input. */
async function fillQuote(amount: string, validUntil: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Send quotation' }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByLabelText('Quoted price'));
  await userEvent.paste(amount);
  const date = within(dialog).getByLabelText('Valid until');
  await userEvent.click(date);
  fireEvent.change(date, { target: { value: validUntil } });
  fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
  await userEvent.click(within(dialog).getByLabelText('Note to the customer'));
  await userEvent.paste('Includes gift wrapping.');
  return dialog;
}

// antd dialogs and pickers take seconds to render on two busy cores (shared by several test runs); 15 s is too tight.
describe('console special order quote', { timeout: 120_000 }, () => {
  it('shows the request in full, refuses an amount of 0, then sends the quote in minor units and shows it quoted', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const today = hkToday();
    const quoted = request({
      status: 'QUOTED',
      quote: { amountMinor: 1_250_050, currency: 'HKD', validUntil: today, note: 'Includes gift wrapping.' },
      handledAt: '2026-11-23T08:00:00.000Z',
    });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/currency/list': currencies,
      [`/console/specialOrder/detail/${ID}`]: [envelope(200, request()), envelope(200, quoted)],
      '/console/specialOrder/quote': envelope(200, quoted),
    });
    renderApp(`/console/special-orders/${ID}`);

    expect(await screen.findByRole('heading', { name: 'Special order SO-66666666' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('chan@example.hk')).toBeTruthy();
    expect(screen.getByText('+85291234567')).toBeTruthy();

    const dialog = await fillQuote('0', today);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send quotation' }));
    expect(await within(dialog).findByText('The quoted amount must be more than 0.')).toBeTruthy();
    expect(api.calls('/console/specialOrder/quote')).toHaveLength(0);

    const amount = within(dialog).getByLabelText('Quoted price');
    await userEvent.clear(amount);
    await userEvent.paste('12500.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send quotation' }));
    expect(await screen.findByText('Quotation sent')).toBeTruthy();
    expect(jsonBody(api.calls('/console/specialOrder/quote')[0]!)).toMatchObject({
      id: ID,
      amountMinor: 1_250_050,
      currency: 'HKD',
      validUntil: today,
      note: 'Includes gift wrapping.',
    });
    expect(screen.getByText('HK$12,500.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send quotation' })).toBeNull();
  });

  it('keeps the dialog open with the server’s message when another staff member answered first (409)', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/currency/list': currencies,
      [`/console/specialOrder/detail/${ID}`]: envelope(200, request()),
      '/console/specialOrder/quote': envelope(409, null, 'This request has already been quoted or declined.', 409),
    });
    renderApp(`/console/special-orders/${ID}`);
    const dialog = await fillQuote('100', hkToday());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send quotation' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('This request has already been quoted or declined.'),
    );
  });
});
