import type { CartLineView, CartView } from '@sme/shared/schemas/cart';
import { envelope, type SeenRequest } from './fake-fetch';

/** Ids of the cart tests' lines (valid UUIDs, as the server checks). */
export const LINE_IDS = {
  tea: '11111111-1111-4111-8111-111111111111',
  cups: '22222222-2222-4222-8222-222222222222',
  lamp: '33333333-3333-4333-8333-333333333333',
} as const;

/** A cart line as cart.list answers it, with any fields replaced (lineTotalMinor follows price × quantity). */
export function cartLine(overrides: Partial<CartLineView> = {}): CartLineView {
  const line: CartLineView = {
    id: LINE_IDS.tea,
    productId: '0b8c2f4e-8a52-4f55-9c36-0f3b0d1f7a10',
    name: 'Jasmine green tea',
    imageUrl: null,
    merchant: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'Tea House HK' },
    specification: 'Size: 500 g',
    quantity: 2,
    priceMode: 'retail',
    price: { currency: 'HKD', retailMinor: 12_000, wholesaleMinor: null, minWholesaleQty: null },
    unitPriceMinor: 12_000,
    lineTotalMinor: 24_000,
    currency: 'HKD',
    stock: 5,
    deliveryTypes: ['HOME_DELIVERY', 'STORE_PICKUP'],
    selected: false,
    problem: null,
    ...overrides,
  };
  return { ...line, lineTotalMinor: line.unitPriceMinor * line.quantity };
}

/** A cart.list answer for these lines, summed like the server (blocked code given by the test). */
export function cartView(lines: CartLineView[], checkoutBlockedBy: number | null = null): CartView {
  const selected = lines.filter((l) => l.selected);
  const totals = new Map<string, number>();
  for (const l of selected) totals.set(l.currency, (totals.get(l.currency) ?? 0) + l.lineTotalMinor);
  return {
    lines,
    count: lines.length,
    selectedCount: selected.length,
    selectedTotals: [...totals].map(([currency, totalMinor]) => ({ currency, totalMinor })),
    checkoutBlockedBy: checkoutBlockedBy ?? (selected.length === 0 ? 4403 : null),
    commonDeliveryTypes: [],
  };
}

/** A fake cart server: list, update (quantity, selection by id or ids), remove and bulkRemove change its lines. */
export function cartServer(initial: CartLineView[], blocked: (lines: CartLineView[]) => number | null = () => null) {
  let lines = initial.map((l) => ({ ...l }));
  const fields = (req: SeenRequest) => new URLSearchParams(String(req.body ?? ''));
  const list = () => envelope(200, cartView(lines, blocked(lines)));
  const update = (req: SeenRequest) => {
    const f = fields(req);
    const ids = f.get('ids');
    const selected = f.get('selected');
    if (ids !== null) {
      const chosen = ids === 'all' ? null : ids.split(',');
      lines = lines.map((l) => (chosen === null || chosen.includes(l.id) ? { ...l, selected: selected === 'true' } : l));
      return envelope(200, null);
    }
    const id = f.get('id');
    const quantity = f.get('quantity');
    lines = lines.map((l) =>
      l.id !== id
        ? l
        : cartLine({ ...l, ...(quantity ? { quantity: Number(quantity) } : {}), ...(selected !== null ? { selected: selected === 'true' } : {}) }),
    );
    return envelope(200, lines.find((l) => l.id === id) ?? null);
  };
  const remove = (req: SeenRequest) => {
    const f = fields(req);
    const ids = (f.get('ids') ?? f.get('id') ?? '').split(',');
    lines = lines.filter((l) => !ids.includes(l.id));
    return envelope(200, null);
  };
  return { '/cart/list': list, '/cart/update': update, '/cart/remove': remove, '/cart/bulkRemove': remove };
}
