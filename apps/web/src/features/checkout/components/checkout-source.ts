import { type BuyNowChoice, parseBuyNow } from '@/lib/checkout/buy-now-link';
import { parseCheckoutItems } from './checkout-items';

/**
 * What a checkout link orders, as order.preview and order.create take it: the selected cart lines
 * (/checkout?items=a,b), or one product bought now (/checkout?buy=…, see buy-now-link.ts); null when it names neither.
 */
export type CheckoutSourceFields = { cartItemIds: string } | { buyNow: BuyNowChoice };

/** The source of a checkout link; cart lines win when a link names both. */
export function checkoutSourceOf(params: URLSearchParams): CheckoutSourceFields | null {
  const items = parseCheckoutItems(params.get('items'));
  if (items.length > 0) return { cartItemIds: items.join(',') };
  const buyNow = parseBuyNow(params);
  return buyNow ? { buyNow } : null;
}
