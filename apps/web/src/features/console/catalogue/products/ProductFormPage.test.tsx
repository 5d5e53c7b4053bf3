import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, jsonBody } from '../../console-fixtures';
import { MERCHANT_ID, PRODUCT_ID, consoleProductView } from './product-fixtures';

const staffMe = () => consoleMe({ roles: ['MEMBER', 'MERCHANT_STAFF'], isAdmin: false, merchantId: MERCHANT_ID, merchantName: 'Tea House HK' });

/** Typed as a whole value: a keystroke at a time through this large form is slow in jsdom and tests nothing more. */
const typeInto = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function fillNewProduct() {
  const field = (label: string) => screen.getByLabelText(label);
  typeInto(await screen.findByLabelText('Code', undefined, { timeout: 30_000 }), 'TEA-009');
  typeInto(field('Name (English)'), 'Jasmine tea');
  typeInto(field('Name (Chinese)'), '茉莉花茶');
  typeInto(field('Retail price'), '123.45');
  typeInto(field('Wholesale price'), '99.9');
  await userEvent.click(screen.getByLabelText('Store pickup'));
}

// A large antd form renders slowly in jsdom, so these get more time than the default.
describe('console product form', { timeout: 90_000 }, () => {
  it('creates a product with prices sent in minor units, then opens it', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const created = consoleProductView({ nameEn: 'Jasmine tea', code: 'TEA-009', status: 'DRAFT' });
    const api = fakeApi({
      '/console/me': envelope(200, staffMe()),
      '/category/tree': envelope(200, { list: [] }),
      '/console/product/create': envelope(200, created),
      [`/console/product/detail/${PRODUCT_ID}`]: envelope(200, created),
    });
    const { router } = renderApp('/console/products/new');
    await fillNewProduct();
    typeInto(screen.getByLabelText('Minimum wholesale quantity'), '12');
    await userEvent.click(screen.getByText('Create product'));

    await waitFor(() => expect(api.calls('/console/product/create')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/product/create')[0]!)).toMatchObject({
      code: 'TEA-009',
      nameEn: 'Jasmine tea',
      nameZh: '茉莉花茶',
      currency: 'HKD',
      retailPriceMinor: 12_345,
      wholesalePriceMinor: 9_990,
      minWholesaleQty: 12,
      stock: 0,
      deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'],
      status: 'DRAFT',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/console/products/${PRODUCT_ID}`));
  });

  it('shows the server’s field errors on their fields (the wholesale pair on the quantity, a price under its typed name)', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const fields = [
      { field: 'minWholesaleQty', rule: 'wholesalePair', message: 'Set both the wholesale price and its minimum quantity, or neither.' },
      { field: 'retailPriceMinor', rule: 'priceInvalid', message: 'retailPriceMinor must be a whole amount in minor units, 0 or more.' },
    ];
    fakeApi({
      '/console/me': envelope(200, staffMe()),
      '/category/tree': envelope(200, { list: [] }),
      '/console/product/create': envelope(400, { fields }, fields[0]!.message),
    });
    renderApp('/console/products/new');
    await fillNewProduct();
    await userEvent.click(screen.getByText('Create product'));

    expect(await screen.findByText('Set both the wholesale price and its minimum quantity, or neither.')).toBeTruthy();
    expect(screen.getByText('retailPriceMinor must be a whole amount in minor units, 0 or more.')).toBeTruthy();
  });

  it('edits a saved product with its prices shown in major units, and unpublishes it after confirmation', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const hidden = consoleProductView({ status: 'HIDDEN', updatedAt: '2026-11-21T08:00:00.000Z' });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/category/tree': envelope(200, { list: [] }),
      [`/console/product/detail/${PRODUCT_ID}`]: [envelope(200, consoleProductView()), envelope(200, hidden)],
      '/console/product/unpublish': envelope(200, hidden),
    });
    renderApp(`/console/products/${PRODUCT_ID}`);

    expect(await screen.findByText('Edit Oolong tea', undefined, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByLabelText('Retail price')).toHaveProperty('value', '123.45');
    expect(screen.getByLabelText('Wholesale price')).toHaveProperty('value', '90.00');
    await userEvent.click(screen.getByText('Unpublish'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Unpublish Oolong tea?').length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByText('Unpublish'));

    await waitFor(() => expect(api.calls('/console/product/unpublish')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/product/unpublish')[0]!)).toMatchObject({ id: PRODUCT_ID });
    expect(await screen.findByText('Publish')).toBeTruthy();
  });
});
