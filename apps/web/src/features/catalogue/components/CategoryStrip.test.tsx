import type { CategoryView } from '@sme/shared/schemas/catalogue';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-page';
import { CategoryStrip } from './CategoryStrip';

const category = (id: number, slug: string, name: string, icon: string | null = null): CategoryView => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  slug,
  name,
  icon,
  productCount: 3,
});

function renderStrip(categories: CategoryView[]) {
  renderPage('/marketplace', <CategoryStrip categories={categories} label="Categories" linkTo={(id) => `/pl?categoryId=${id}`} />);
  return screen.getByRole('navigation', { name: 'Categories' });
}

describe('CategoryStrip', () => {
  it('shows every category with its own icon and its whole name, in English and Chinese alike', async () => {
    const strip = renderStrip([
      category(1, 'food-beverage', 'Food & Beverage'),
      category(2, 'accounting-secretarial', 'Accounting & Company Secretarial'),
      category(3, 'business-services', '商業服務'),
      category(4, 'pos-hardware', '收銀及辦公硬件'),
    ]);
    const tiles = await within(strip).findAllByRole('link');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('Food & Beverage'),
      expect.stringContaining('Accounting & Company Secretarial'),
      expect.stringContaining('商業服務'),
      expect.stringContaining('收銀及辦公硬件'),
    ]);
    // An icon per category key, not the name's first letter.
    const icons = tiles.map((tile) => tile.querySelector('.anticon')?.getAttribute('aria-label'));
    expect(icons).toEqual(['shopping', 'calculator', 'solution', 'barcode']);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('keeps a back-office icon, and gives a category it does not know a generic icon', async () => {
    const strip = renderStrip([category(5, 'seasonal', 'Seasonal', '🎁'), category(6, 'new-category', 'Brand new category')]);
    const [seasonal, unknown] = await within(strip).findAllByRole('link');
    expect(seasonal?.textContent).toContain('🎁');
    expect(unknown?.querySelector('.anticon')?.getAttribute('aria-label')).toBe('appstore');
    expect(unknown?.textContent).toContain('Brand new category');
  });
});
