import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, jsonBody } from '../../console-fixtures';
import { consoleRatesView } from '../catalogue-fixtures';

describe('console exchange rates', { timeout: 60_000 }, () => {
  it('lists the rates, refuses a float-like or over-precise rate on the form, and sends the exact decimal string', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const updated = consoleRatesView({ rates: [{ baseSymbol: 'USD', tarSymbol: 'HKD', rate: '7.8123456789', updatedAt: '2026-11-21T08:00:00.000Z' }] });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/console/rate/list': [envelope(200, consoleRatesView()), envelope(200, updated)],
      '/console/rate/set': envelope(200, updated),
    });
    renderApp('/console/catalogue/rates');

    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    expect(await within(table).findByText('1 USD = 7.8 HKD')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Change USD to HKD' }));
    const dialog = await screen.findByRole('dialog');
    const rate = within(dialog).getByLabelText('Rate');
    expect(rate).toHaveProperty('value', '7.8');

    fireEvent.change(rate, { target: { value: '7.81234567891' } });
    await userEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Enter a rate greater than 0 with at most 10 decimal places.')).toBeTruthy();
    fireEvent.change(rate, { target: { value: '0' } });
    await userEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(within(dialog).getByText('Enter a rate greater than 0 with at most 10 decimal places.')).toBeTruthy());
    expect(api.calls('/console/rate/set')).toHaveLength(0);

    fireEvent.change(rate, { target: { value: '7.8123456789' } });
    await userEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(api.calls('/console/rate/set')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/rate/set')[0]!)).toMatchObject({ baseSymbol: 'USD', tarSymbol: 'HKD', rate: '7.8123456789' });
    expect(await within(table).findByText('1 USD = 7.8123456789 HKD')).toBeTruthy();
  });

  it('shows the empty state, and a new rate needs both currencies and a rate before anything is sent', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({ '/console/me': envelope(200, consoleMe()), '/console/rate/list': envelope(200, consoleRatesView({ rates: [] })) });
    renderApp('/console/catalogue/rates');
    expect(await screen.findByText('No rates published yet.', undefined, { timeout: 30_000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Set a rate' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('Save'));
    expect(await within(dialog).findByText('Enter a rate greater than 0 with at most 10 decimal places.')).toBeTruthy();
    expect([within(dialog).getByText('Please enter From currency'), within(dialog).getByText('Please enter To currency')]).toHaveLength(2);
    expect(api.calls('/console/rate/set')).toHaveLength(0);
  });
});
