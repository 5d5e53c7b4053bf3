import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { consoleMe, jsonBody } from '../../console-fixtures';
import { PRODUCT_ID, consoleProductView } from './product-fixtures';

const ORGANIC = '44444444-4444-4444-8444-444444444444';
const GIFT = '33333333-3333-4333-8333-333333333333';

// A large antd form renders slowly in jsdom on two busy cores.
describe('console product form: tags', { timeout: 90_000 }, () => {
  it('shows the product’s tags by name and saves the tags picked (an update no longer drops them)', async () => {
    document.cookie = 'memberId=M-1; Path=/';
    const product = consoleProductView({ tagIds: [ORGANIC] });
    const api = fakeApi({
      '/console/me': envelope(200, consoleMe()),
      '/category/tree': envelope(200, { list: [] }),
      '/tag/list': envelope(200, {
        list: [
          { id: ORGANIC, slug: 'organic', name: 'Organic' },
          { id: GIFT, slug: 'gift', name: 'Gift idea' },
        ],
      }),
      [`/console/product/detail/${PRODUCT_ID}`]: envelope(200, product),
      '/console/product/update': envelope(200, product),
    });
    renderApp(`/console/products/${PRODUCT_ID}`);

    expect(await screen.findByText('Organic', undefined, { timeout: 30_000 })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await screen.findByTitle('Gift idea'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.calls('/console/product/update')).toHaveLength(1));
    expect(jsonBody(api.calls('/console/product/update')[0]!).tagIds).toEqual([ORGANIC, GIFT]);
  });
});
