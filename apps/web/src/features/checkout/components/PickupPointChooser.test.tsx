import type { PickupPointView } from '@sme/shared/schemas/orders';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { PickupPointChooser } from './PickupPointChooser';

const point = (id: string, district: string): PickupPointView => ({
  id,
  kind: 'STORE',
  merchantId: null,
  name: `Store ${id}`,
  address: `${id} Queen's Road`,
  district,
  openingHours: null,
});

describe('PickupPointChooser', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await changeLocale('en_US');
  });

  it('names a Hong Kong district in the page’s language and leaves any other place as stored', async () => {
    const points = [point('1', 'Central and Western District'), point('2', 'Sha Tin'), point('3', 'Shenzhen')];
    await changeLocale('zh_TW');
    render(<PickupPointChooser points={points} value={null} onChange={() => {}} />);
    expect(screen.getByText(/1 Queen's Road · 中西區/)).toBeTruthy();
    expect(screen.getByText(/2 Queen's Road · 沙田區/)).toBeTruthy();
    expect(screen.getByText(/3 Queen's Road · Shenzhen/)).toBeTruthy();

    await act(() => changeLocale('zh_CN'));
    expect(screen.getByText(/1 Queen's Road · 中西区/)).toBeTruthy();
    await act(() => changeLocale('en_US'));
    expect(screen.getByText(/1 Queen's Road · Central and Western District/)).toBeTruthy();
  });
});
