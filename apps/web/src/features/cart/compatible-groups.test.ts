import { describe, expect, it } from 'vitest';
import { cartLine, LINE_IDS } from '@/test/cart-fixture';
import { currencyGroups, deliveryGroups, linesByMerchant } from './compatible-groups';

const tea = cartLine({ selected: true, deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'] });
const cups = cartLine({ id: LINE_IDS.cups, selected: true, deliveryTypes: ['HOME_DELIVERY'], merchant: { id: 'm2', name: 'Cup Co' } });
const lamp = cartLine({ id: LINE_IDS.lamp, selected: true, currency: 'USD', deliveryTypes: ['STORE_PICKUP'] });

describe('compatible groups of a refused selection', () => {
  it('splits the selected lines by currency, largest group first, ignoring unselected lines', () => {
    expect(currencyGroups([lamp, tea, cups, { ...tea, id: 'x', selected: false, currency: 'EUR' }])).toEqual([
      { key: 'HKD', ids: [LINE_IDS.tea, LINE_IDS.cups] },
      { key: 'USD', ids: [LINE_IDS.lamp] },
    ]);
  });

  it('offers each delivery type some but not all selected lines share', () => {
    expect(deliveryGroups([tea, cups, lamp])).toEqual([
      { key: 'HOME_DELIVERY', ids: [LINE_IDS.tea, LINE_IDS.cups] },
      { key: 'STORE_PICKUP', ids: [LINE_IDS.tea, LINE_IDS.lamp] },
    ]);
  });

  it('groups lines by merchant in the order listed', () => {
    expect(linesByMerchant([tea, cups, lamp]).map((g) => [g.merchant.name, g.lines.length])).toEqual([
      ['Tea House HK', 2],
      ['Cup Co', 1],
    ]);
  });
});
