import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { memberProfile } from '@/test/member-fixture';
import { renderPage } from '@/test/render-page';
import { ADDRESS_IDS, addressView, geoRoutes } from '@/test/address-fixture';
import AddressEditPage from './AddressEditPage';

const userEvent = userEventLib.setup({ delay: null });

function signIn() {
  document.cookie = 'memberId=M-7; Path=/';
}

/** A text field by its label (optional fields' labels end with "(optional)"). */
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

// Pages with antd take seconds to render on a busy machine; the project's 15 s default is too tight for them.
describe('AddressEditPage', { timeout: 60_000 }, () => {
  it('checks the fields with the shared rules before sending anything', async () => {
    signIn();
    const api = fakeApi({ ...geoRoutes, '/member/profile': envelope(200, memberProfile({ email: null })) });
    renderPage('/addressEdit', <AddressEditPage />);
    await screen.findByRole('heading', { name: 'Add an address' }, { timeout: 10_000 });
    await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 10_000 });

    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '123' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));

    expect(await screen.findByText('Please enter a valid phone number.')).toBeTruthy();
    expect(screen.getByText('Please enter your email.')).toBeTruthy();
    expect(screen.getByText('Address is required.')).toBeTruthy();
    expect(api.calls('/address/add')).toHaveLength(0);
  });

  it('fills the recipient from the member’s real name, never from the nickname or email the header shows', async () => {
    signIn();
    fakeApi({ ...geoRoutes, '/member/profile': envelope(200, memberProfile({ fullName: null, engFirstName: null, engLastName: null, nickName: 'Boss' })) });
    renderPage('/addressEdit', <AddressEditPage />);
    await screen.findByRole('heading', { name: 'Add an address' }, { timeout: 10_000 });
    await waitFor(() => expect(field('Recipient').value).toBe(''));
    expect(field('Email').value).toBe(memberProfile().email);
  });

  it('adds a Hong Kong address as the default, then shows the server’s field errors in place', async () => {
    signIn();
    const api = fakeApi({
      ...geoRoutes,
      '/member/profile': envelope(200, memberProfile()),
      '/address/add': [
        envelope(400, { fields: [{ field: 'city', rule: 'custom', message: 'Please choose a city of the chosen country.' }] }, 'Bad request'),
        (req: SeenRequest) => envelope(200, addressView({ city: new URLSearchParams(String(req.body)).get('city') ?? '' })),
      ],
    });
    const { router } = renderPage('/addressEdit', <AddressEditPage />);
    await screen.findByRole('heading', { name: 'Add an address' }, { timeout: 10_000 });
    await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 10_000 });
    await waitFor(() => expect(field('Recipient name').value).toBe('陳大文'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '9123 4567' } });
    fireEvent.change(field('Address'), { target: { value: '1 Queen’s Road Central' } });
    await userEvent.click(screen.getByRole('combobox', { name: 'District' }));
    await userEvent.click(await screen.findByTitle('Wan Chai'));
    await userEvent.click(screen.getByRole('switch', { name: 'Use as my default address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));

    expect(await screen.findByText('Please choose a city of the chosen country.')).toBeTruthy();
    const sent = api.calls('/address/add')[0]?.fields;
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      name: '陳大文',
      regionCode: 'HK',
      phone: '9123 4567',
      email: 'tai.man@example.hk',
      area: 'HONG_KONG',
      countryCode: 'HK',
      city: 'Wan Chai',
      detail: '1 Queen’s Road Central',
      isDefault: 'true',
    });
    expect(sent?.has('remarks')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addresses'));
  });

  it('switches to an overseas address: the country list leaves out Hong Kong and the cities follow the country', async () => {
    signIn();
    const api = fakeApi({ ...geoRoutes, '/member/profile': envelope(200, memberProfile()) });
    renderPage('/addressEdit', <AddressEditPage />);
    await screen.findByRole('heading', { name: 'Add an address' }, { timeout: 10_000 });
    await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 10_000 });

    await userEvent.click(screen.getByText('Overseas'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Country or region' }));
    await userEvent.click(await screen.findByTitle('United Kingdom'));
    await userEvent.click(screen.getByRole('combobox', { name: 'City' }));
    expect(await screen.findByTitle('London')).toBeTruthy();
    expect(api.calls('/sys/dict/list').some((c) => c.fields.get('parent') === 'GB')).toBe(true);
  });

  it('edits an address: its fields are filled in and the update carries its id', async () => {
    signIn();
    const api = fakeApi({
      ...geoRoutes,
      '/member/profile': envelope(200, memberProfile()),
      [`/address/detail/${ADDRESS_IDS.office}`]: envelope(200, addressView({ id: ADDRESS_IDS.office, isDefault: false, remarks: 'Ring twice' })),
      '/address/update': envelope(200, addressView({ id: ADDRESS_IDS.office })),
    });
    const { router } = renderPage('/addressEdit', <AddressEditPage />, `/addressEdit?id=${ADDRESS_IDS.office}`);
    await screen.findByRole('heading', { name: 'Edit address' }, { timeout: 10_000 });
    await waitFor(() => expect(field('Remarks').value).toBe('Ring twice'));
    expect((screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value).toBe('91234567');

    fireEvent.change(field('Recipient name'), { target: { value: 'Chan Siu Ming' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/addresses'));
    const sent = api.calls('/address/update')[0]?.fields;
    expect({ id: sent?.get('id'), name: sent?.get('name'), isDefault: sent?.get('isDefault') }).toEqual({
      id: ADDRESS_IDS.office,
      name: 'Chan Siu Ming',
      isDefault: 'false',
    });
  });

  it('returns to the page that sent the member (checkout) after saving, but never to another site', async () => {
    signIn();
    fakeApi({
      ...geoRoutes,
      '/member/profile': envelope(200, memberProfile()),
      [`/address/detail/${ADDRESS_IDS.office}`]: envelope(200, addressView({ id: ADDRESS_IDS.office })),
      '/address/update': envelope(200, addressView({ id: ADDRESS_IDS.office })),
    });
    const back = encodeURIComponent('/checkout?items=a,b');
    const { router } = renderPage('/addressEdit', <AddressEditPage />, `/addressEdit?id=${ADDRESS_IDS.office}&returnTo=${back}`);
    await screen.findByRole('heading', { name: 'Edit address' }, { timeout: 10_000 });
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/checkout?items=a,b'));

    await router.navigate(`/addressEdit?id=${ADDRESS_IDS.office}&returnTo=${encodeURIComponent('//evil.example/phish')}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addresses'));
  });

  it('says an address that is not the member’s was not found', async () => {
    signIn();
    fakeApi({
      ...geoRoutes,
      '/member/profile': envelope(200, memberProfile()),
      [`/address/detail/${ADDRESS_IDS.office}`]: envelope(404, null, 'Not found', 404),
    });
    renderPage('/addressEdit', <AddressEditPage />, `/addressEdit?id=${ADDRESS_IDS.office}`);
    expect(await screen.findByText('This address was not found', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
