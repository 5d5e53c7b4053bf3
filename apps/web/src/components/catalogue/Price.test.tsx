import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DISPLAY_CURRENCY_KEY } from '@/lib/currency/display-currency';
import { changeLocale } from '@/lib/i18n';
import { fakeCatalogueApi } from '@/test/catalogue-fixture';
import { renderPage } from '@/test/render-page';
import { Price } from './Price';

const HKD_168 = { currency: 'HKD', retailMinor: 16_800, wholesaleMinor: 12_800, minWholesaleQty: 20 };

function renderPrice(props: Parameters<typeof Price>[0]) {
  const api = fakeCatalogueApi();
  renderPage('/', <Price {...props} />);
  return api;
}

describe('Price', () => {
  it('shows the price in its own currency and, once rates arrive, an approximation in the chosen display currency', async () => {
    localStorage.setItem(DISPLAY_CURRENCY_KEY, 'USD');
    const api = renderPrice({ price: HKD_168 });

    expect(screen.getByText('HK$168.00')).toBeTruthy();
    // 168.00 × 0.128205 = 21.538… → US$21.54, rounded half up in integer maths.
    expect(await screen.findByText('≈ US$21.54')).toBeTruthy();
    expect(screen.getByLabelText('approximately US$21.54')).toBeTruthy();
    expect(screen.getByText('Wholesale HK$128.00 from 20 units')).toBeTruthy();
    expect(api.calls('/currency/list')).toHaveLength(1);
  });

  it('leads with the wholesale price and its minimum quantity in wholesale mode, retail below', async () => {
    localStorage.setItem(DISPLAY_CURRENCY_KEY, 'USD');
    renderPrice({ price: HKD_168, mode: 'wholesale' });

    expect(screen.getByText('HK$128.00')).toBeTruthy();
    expect(screen.getByText('from 20 units')).toBeTruthy();
    expect(screen.getByText('Retail HK$168.00')).toBeTruthy();
    // 128.00 × 0.128205 = 16.41
    expect(await screen.findByText('≈ US$16.41')).toBeTruthy();
  });

  it('shows no approximation in the price’s own currency, nor a wholesale line for a retail-only product', async () => {
    // Default display currency for en_US is HKD: a HKD price gets no "≈".
    renderPrice({ price: { currency: 'HKD', retailMinor: 5_000, wholesaleMinor: null, minWholesaleQty: null } });
    expect(screen.getByText('HK$50.00')).toBeTruthy();
    await screen.findByText('HK$50.00');
    expect(screen.queryByText(/≈/)).toBeNull();
    expect(screen.queryByText(/Wholesale/)).toBeNull();
  });

  it('defaults to renminbi for Simplified Chinese readers', async () => {
    await changeLocale('zh_CN');
    try {
      renderPrice({ price: { currency: 'HKD', retailMinor: 10_000, wholesaleMinor: null, minWholesaleQty: null } });
      // 100.00 × 0.925926 = 92.59
      expect(await screen.findByText('≈ ¥92.59')).toBeTruthy();
    } finally {
      await changeLocale('en_US');
    }
  });

  it('converts a US dollar price to Hong Kong dollars for the default display currency', async () => {
    renderPrice({ price: { currency: 'USD', retailMinor: 3_900, wholesaleMinor: null, minWholesaleQty: null } });
    expect(screen.getByText('US$39.00')).toBeTruthy();
    expect(await screen.findByText('≈ HK$304.20')).toBeTruthy();
  });
});
