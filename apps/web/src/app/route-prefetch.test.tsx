import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/api/query-client';
import { envelope, fakeApi } from '@/test/fake-fetch';
import { IDS, productDetail } from '@/test/product-detail-fixture';
import { renderApp } from '@/test/render-app';
import { ROUTES } from './route-table';

const prefetchOf = (path: string) => {
  const prefetch = ROUTES.find((r) => r.path === path)?.prefetch;
  if (!prefetch) throw new Error(`${path} prefetches nothing`);
  return prefetch;
};

// Pages with antd take seconds to render on a busy machine; the project's 15 s default is too tight for them.
describe('data a landing page opens with, started by the entry', { timeout: 60_000 }, () => {
  it('asks for the product of a /pd visit once: the page finds the answer under its own key', async () => {
    const api = fakeApi({ [`/product/detail/${IDS.product}`]: envelope(200, productDetail({ name: 'Prefetched oolong' })) });
    const queryClient = createQueryClient();
    prefetchOf('/pd')(queryClient, new URLSearchParams({ id: IDS.product }));
    expect(api.calls(`/product/detail/${IDS.product}`)).toHaveLength(1);

    renderApp(`/pd?id=${IDS.product}`, queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prefetched oolong' }, { timeout: 8000 })).toBeTruthy();
    expect(api.calls(`/product/detail/${IDS.product}`)).toHaveLength(1);
  });

  it('asks nothing for an id that cannot be one', () => {
    const api = fakeApi({});
    prefetchOf('/pd')(createQueryClient(), new URLSearchParams({ id: 'not-an-id' }));
    expect(api.seen).toHaveLength(0);
  });
});
