import { MAX_CART_SELECTION } from '@sme/shared/cart-rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The cart line ids of /checkout?items=a,b: distinct, well formed, at most the selection limit. Anything else means
 * the link is not a checkout the page can show (the server checks the lines themselves).
 */
export function parseCheckoutItems(raw: string | null): string[] {
  const ids = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0 || ids.length > MAX_CART_SELECTION || !ids.every((id) => UUID.test(id))) return [];
  return ids;
}
