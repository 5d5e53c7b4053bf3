import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePageImports } from '../../vite-plugins/route-pages';
import { CONSOLE_ROUTE, ROUTES } from './route-table';

describe("the build's route → page list", () => {
  it('finds every route that has a page, with the module its load imports, in the route table as written', () => {
    const source = readFileSync(join(import.meta.dirname, 'route-table.ts'), 'utf8');
    const found = routePageImports(source);
    expect(found.map((r) => r.path)).toEqual([...ROUTES, CONSOLE_ROUTE].filter((r) => r.load).map((r) => r.path));
    expect(found.find((r) => r.path === '/pd')?.specifier).toBe('@/features/catalogue/pages/ProductDetailPage');
    // A route without a page (coming soon) does not take the next route's import.
    expect(routePageImports("{ path: '/soon', key: 'soon' },\n{ path: '/x', key: 'x', load: () => import('@/x') },")).toEqual([
      { path: '/x', specifier: '@/x' },
    ]);
  });
});
