import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, jsonBody } from '../../console-fixtures';
import { MERCHANT_ID, consoleMerchantView } from '../catalogue-fixtures';

/** Typed as a whole value: a keystroke at a time through a large form is slow in jsdom and tests nothing more. */
const typeInto = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function fillNewMerchant(slug: string) {
  typeInto(await screen.findByLabelText('Address (slug)', undefined, { timeout: 30_000 }), slug);
  typeInto(screen.getByLabelText('Name (English)'), 'Harbour Tea');
  typeInto(screen.getByLabelText('Name (Chinese)'), '海港茶');
}

describe('console merchant form', { timeout: 90_000 }, () => {
  it('checks fields with the shared rules before sending, then creates the merchant and opens it', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const created = consoleMerchantView({ nameEn: 'Harbour Tea', slug: 'harbour-tea' });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/console/merchant/create': envelope(200, created),
      [`/console/merchant/detail/${MERCHANT_ID}`]: envelope(200, created),
    });
    const { router } = renderApp('/console/catalogue/merchants/new');
    await fillNewMerchant('Harbour Tea');
    typeInto(screen.getByLabelText('Website'), 'javascript:alert(1)');
    await userEvent.click(screen.getByText('Create merchant'));
    expect(await screen.findByText('Use lower-case letters, digits and single hyphens only (e.g. tea-house).')).toBeTruthy();
    expect(await screen.findByText('Website must be an http or https address.')).toBeTruthy();
    expect(api.calls('/console/merchant/create')).toHaveLength(0);

    typeInto(screen.getByLabelText('Address (slug)'), 'harbour-tea');
    typeInto(screen.getByLabelText('Website'), 'https://harbour.example.hk');
    await userEvent.click(screen.getByRole('switch', { name: 'Verified' }));
    await userEvent.click(screen.getByText('Create merchant'));

    await waitFor(() => expect(api.calls('/console/merchant/create')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/merchant/create')[0]!)).toMatchObject({
      slug: 'harbour-tea',
      nameEn: 'Harbour Tea',
      nameZh: '海港茶',
      countryCode: 'HK',
      website: 'https://harbour.example.hk',
      status: 'ACTIVE',
      sort: 0,
      isVerified: true,
      isFeaturedBrand: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/console/catalogue/merchants/${MERCHANT_ID}`));
  });

  it('shows a slug already in use (409) on the slug field', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const message = 'This merchant address (slug) is already in use. Please choose another.';
    fakeApi({ '/console/me': envelope(200, consoleMe()), '/console/merchant/create': envelope(409, null, message, 409) });
    renderApp('/console/catalogue/merchants/new');
    await fillNewMerchant('tea-house');
    await userEvent.click(screen.getByText('Create merchant'));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('edits a saved merchant: hides it and sends the update with its id', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      [`/console/merchant/detail/${MERCHANT_ID}`]: envelope(200, consoleMerchantView()),
      '/console/merchant/update': envelope(200, consoleMerchantView({ status: 'HIDDEN' })),
    });
    renderApp(`/console/catalogue/merchants/${MERCHANT_ID}`);
    expect(await screen.findByText('Edit Tea House HK', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByLabelText('Website')).toHaveProperty('value', 'https://tea.example.hk');
    await userEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(api.calls('/console/merchant/update')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/merchant/update')[0]!)).toMatchObject({ id: MERCHANT_ID, slug: 'tea-house', nameEn: 'Tea House HK', isVerified: true });
  });
});
