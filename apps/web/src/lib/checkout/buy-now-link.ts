import type { PriceMode } from '@sme/shared/schemas/catalogue';

/**
 * The link of a buy-now checkout, /checkout?buy=<product id>&qty=…&spec=…&mode=…: one product ordered straight from its
 * page without the cart. Written and read here only, so /pd and /checkout agree on it; the server checks the choice.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One product, its specification (values joined as cart.add takes them), quantity and price mode. */
export interface BuyNowChoice {
  productId: string;
  quantity: number;
  specification: string;
  priceMode: PriceMode;
}

/** The checkout link of a buy-now choice. */
export function buyNowPath(item: BuyNowChoice): string {
  const params = new URLSearchParams({ buy: item.productId, qty: String(item.quantity) });
  if (item.specification) params.set('spec', item.specification);
  if (item.priceMode !== 'retail') params.set('mode', item.priceMode);
  return `/checkout?${params.toString()}`;
}

/** The buy-now choice of a checkout link, or null when it names none (or not a well-formed one). */
export function parseBuyNow(params: URLSearchParams): BuyNowChoice | null {
  const productId = params.get('buy');
  const quantity = Number(params.get('qty') ?? '1');
  const mode = params.get('mode') ?? 'retail';
  if (!productId || !UUID.test(productId) || !Number.isInteger(quantity) || quantity < 1) return null;
  if (mode !== 'retail' && mode !== 'wholesale') return null;
  return { productId, quantity, specification: params.get('spec') ?? '', priceMode: mode };
}
