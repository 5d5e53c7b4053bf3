import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { renderPage } from '@/test/render-page';
import { ADDRESS_IDS, addressView } from '@/test/address-fixture';
import AddressesPage from './AddressesPage';

const userEvent = userEventLib.setup({ delay: null });

/** address.* backed by a list the calls change, like the server (the default stays unique). */
function addressServer() {
  let list = [addressView(), addressView({ id: ADDRESS_IDS.office, name: 'Wong Siu Ming', city: 'Wan Chai', isDefault: false })];
  const fields = (req: SeenRequest) => new URLSearchParams(String(req.body ?? ''));
  return {
    '/address/list': () => envelope(200, { list: [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)) }),
    '/address/update': (req: SeenRequest) => {
      const f = fields(req);
      list = list.map((a) => (f.get('isDefault') === 'true' ? { ...a, isDefault: a.id === f.get('id') } : a));
      return envelope(
        200,
        list.find((a) => a.id === f.get('id')),
      );
    },
    '/address/remove': (req: SeenRequest) => {
      list = list.filter((a) => a.id !== fields(req).get('id'));
      return envelope(200, { ids: [fields(req).get('id')] });
    },
    '/address/bulkRemove': (req: SeenRequest) => {
      const ids = (fields(req).get('ids') ?? '').split(',');
      list = list.filter((a) => !ids.includes(a.id));
      return envelope(200, { ids });
    },
  };
}

const card = (name: RegExp) => screen.getByRole('listitem', { name });

// Pages with antd take seconds to render on a busy machine; the project's 15 s default is too tight for them.
describe('AddressesPage', { timeout: 60_000 }, () => {
  it('lists the addresses with the default badge and makes another the default with all its fields', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi(addressServer());
    renderPage('/addresses', <AddressesPage />);

    await screen.findByRole('list', { name: 'Delivery addresses' }, { timeout: 10_000 });
    expect(within(card(/Chan Tai Man/)).getByText('Default')).toBeTruthy();
    expect(within(card(/Chan Tai Man/)).getByText('+852 9123 4567')).toBeTruthy();
    expect(within(card(/Wong Siu Ming/)).queryByText('Default')).toBeNull();

    await userEvent.click(within(card(/Wong Siu Ming/)).getByRole('button', { name: /Set as default/ }));

    await waitFor(() => expect(within(card(/Wong Siu Ming/)).getByText('Default')).toBeTruthy());
    expect(within(card(/Chan Tai Man/)).queryByText('Default')).toBeNull();
    const sent = api.calls('/address/update')[0]?.fields;
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      id: ADDRESS_IDS.office,
      isDefault: 'true',
      name: 'Wong Siu Ming',
      regionCode: 'HK',
      phone: '91234567',
      city: 'Wan Chai',
      area: 'HONG_KONG',
      countryCode: 'HK',
    });
    expect(
      within(card(/Chan Tai Man/))
        .getByRole('link', { name: /Edit/ })
        .getAttribute('href'),
    ).toBe(`/addressEdit?id=${ADDRESS_IDS.home}`);
  });

  it('removes one address after confirmation', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi(addressServer());
    renderPage('/addresses', <AddressesPage />);
    await screen.findByRole('list', { name: 'Delivery addresses' }, { timeout: 10_000 });

    await userEvent.click(within(card(/Wong Siu Ming/)).getByRole('button', { name: /Remove/ }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByText('Wong Siu Ming')).toBeNull());
    expect(api.calls('/address/remove')[0]?.fields.get('id')).toBe(ADDRESS_IDS.office);
  });

  it('removes the ticked addresses in one request after confirmation', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const api = fakeApi(addressServer());
    renderPage('/addresses', <AddressesPage />);
    await screen.findByRole('list', { name: 'Delivery addresses' }, { timeout: 10_000 });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the address of Chan Tai Man, Central and Western' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the address of Wong Siu Ming, Wan Chai' }));
    await userEvent.click(screen.getByRole('button', { name: /Remove selected \(2\)/ }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('No addresses yet')).toBeTruthy();
    expect(api.calls('/address/bulkRemove')[0]?.fields.get('ids')).toBe(`${ADDRESS_IDS.home},${ADDRESS_IDS.office}`);
  });
});
