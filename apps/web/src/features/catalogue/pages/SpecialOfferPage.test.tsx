import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi, type SeenRequest } from '@/test/fake-fetch';
import { memberProfile } from '@/test/member-fixture';
import { IDS, productDetail } from '@/test/product-detail-fixture';
import { renderPage } from '@/test/render-page';
import SpecialOfferPage from './SpecialOfferPage';

const userEvent = userEventLib.setup({ delay: null });
const query = new URLSearchParams({
  productId: IDS.product,
  productName: 'Jasmine green tea',
  productCode: 'TEA-001',
  specification: 'Size: 250 g',
  quantity: '12',
});
const url = `/specialOffer?${query.toString()}`;
const created = envelope(200, { id: 'c1d2e3f4-0000-4000-8000-000000000001', confirmationSentTo: 'a***@example.hk' });

/** A field by its label (optional fields carry an "(optional)" mark after it). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const loaded = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
const submit = () => userEvent.click(screen.getByRole('button', { name: /Send request/ }));

function renderOffer(routes: Record<string, Response | ((req: SeenRequest) => Response)> = {}) {
  const api = fakeApi({ [`/product/detail/${IDS.product}`]: envelope(200, productDetail()), '/specialOrder/create': created, ...routes });
  return { api, ...renderPage('/specialOffer', <SpecialOfferPage />, url) };
}

// Pages with antd take seconds to render on a busy machine; the project's 15 s default is too tight for them.
describe('SpecialOfferPage', { timeout: 60_000 }, () => {
  it('starts from the product, specification and quantity the product page sent', async () => {
    renderOffer();
    await loaded();
    expect(field('Product name').value).toBe('Jasmine green tea');
    expect(field('Product code').value).toBe('TEA-001');
    expect(field('Specification').value).toBe('Size: 250 g');
    expect(field('Quantity').value).toBe('12');
  });

  it('refuses a missing name, a bad email and a phone that does not fit its region, without calling the server', async () => {
    const { api } = renderOffer();
    await loaded();
    fireEvent.change(field('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(field('Phone'), { target: { value: '1234' } });
    await submit();

    // Each field's rules settle on their own and antd renders each field's errors in its own commit: read each one
    // when it has appeared, not all at the moment the first did (under CI load they can land a render apart).
    expect(await screen.findByText('Your name is required.')).toBeTruthy();
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(await screen.findByText('Please enter a valid phone number.')).toBeTruthy();
    expect(api.calls('/specialOrder/create')).toHaveLength(0);
  });

  it('sends the request and says where the confirmation was mailed', async () => {
    const { api } = renderOffer();
    await loaded();
    fireEvent.change(field('Your name'), { target: { value: 'Amy Chan' } });
    fireEvent.change(field('Email'), { target: { value: 'amy@example.hk' } });
    fireEvent.change(field('Phone'), { target: { value: '9123 4567' } });
    fireEvent.change(field('Remarks'), { target: { value: 'Deliver before May' } });
    await submit();

    expect(await screen.findByRole('heading', { name: 'Your request has been sent' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/A confirmation is on its way to a\*\*\*@example\.hk/)).toBeTruthy();
    const [sent] = api.calls('/specialOrder/create');
    const { appId: _a, mcId: _m, ...fields } = Object.fromEntries(sent?.fields ?? []);
    expect(fields).toEqual({
      productId: IDS.product,
      productName: 'Jasmine green tea',
      productCode: 'TEA-001',
      specification: 'Size: 250 g',
      quantity: '12',
      customerName: 'Amy Chan',
      email: 'amy@example.hk',
      regionCode: 'HK',
      phone: '9123 4567',
      remark: 'Deliver before May',
    });
  });

  it('fills the contact details from the signed-in member’s profile', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    renderOffer({ '/member/profile': envelope(200, memberProfile()) });
    await loaded();
    await waitFor(() => expect(field('Your name').value).toBe('陳大文'));
    expect(field('Email').value).toBe('tai.man@example.hk');
    expect(field('Phone').value).toBe('91234567');
  });

  it('names the member by the name fields in the order of spec section 3, never by the email', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    renderOffer({ '/member/profile': envelope(200, memberProfile({ nickName: 'Tai Man', fullName: '陳大文' })) });
    await loaded();
    await waitFor(() => expect(field('Email').value).toBe('tai.man@example.hk'));
    expect(field('Your name').value).toBe('Tai Man');
  });

  it('leaves the name empty for a member whose profile has no name, not the email', async () => {
    document.cookie = 'memberId=M-7; Path=/';
    const nameless = memberProfile({ nickName: null, fullName: null, engFirstName: null, engLastName: null, displayName: 'tai.man@example.hk' });
    renderOffer({ '/member/profile': envelope(200, nameless) });
    await loaded();
    await waitFor(() => expect(field('Email').value).toBe('tai.man@example.hk'));
    expect(field('Your name').value).toBe('');
  });

  it('shows the server’s field errors on their fields', async () => {
    renderOffer({
      '/specialOrder/create': envelope(
        400,
        { fields: [{ field: 'phone', rule: 'phoneInvalid', message: 'This number cannot receive calls.' }] },
        'Bad request',
        400,
      ),
    });
    await loaded();
    fireEvent.change(field('Your name'), { target: { value: 'Amy Chan' } });
    fireEvent.change(field('Email'), { target: { value: 'amy@example.hk' } });
    fireEvent.change(field('Phone'), { target: { value: '9123 4567' } });
    await submit();
    expect(await screen.findByText('This number cannot receive calls.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your request has been sent' })).toBeNull();
  });
});
