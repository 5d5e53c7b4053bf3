import { productListQuery } from '@sme/shared/schemas/catalogue';
import type { ProductListParams } from '../api/get-products';

/** The product list's state as it appears in the URL, in a stable order (shared links stay tidy). */
export const PRODUCT_URL_KEYS = [
  'keyword',
  'categoryId',
  'tagId',
  'merchantId',
  'kind',
  'priceMode',
  'minPrice',
  'maxPrice',
  'inStock',
  'sort',
  'page',
] as const satisfies ReadonlyArray<keyof ProductListParams>;

/**
 * Read the list state from a URL with the server's own rules (productListQuery): each parameter is checked on its
 * own and a bad one is dropped rather than failing the page, so a hand-edited or stale link still shows a list.
 */
export function readProductListUrl(search: URLSearchParams): ProductListParams {
  const shape = productListQuery.shape;
  const out: Record<string, unknown> = {};
  for (const key of PRODUCT_URL_KEYS) {
    const raw = search.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') out[key] = parsed.data;
  }
  const params = out as ProductListParams;
  if (params.minPrice !== undefined && params.maxPrice !== undefined && params.minPrice > params.maxPrice) delete params.maxPrice;
  if (params.inStock === false) delete params.inStock;
  return params;
}

/** Write the list state to URL parameters, leaving out defaults (page 1, retail prices, not only in stock). */
export function writeProductListUrl(params: ProductListParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of PRODUCT_URL_KEYS) {
    const value = params[key];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'priceMode' && value === 'retail') continue;
    out.set(key, String(value));
  }
  return out;
}

/** Whether any filter (not sort or page) narrows the list. */
export function hasProductFilters(params: ProductListParams): boolean {
  return Boolean(
    params.categoryId ||
    params.tagId ||
    params.merchantId ||
    params.kind ||
    params.minPrice !== undefined ||
    params.maxPrice !== undefined ||
    params.inStock ||
    params.priceMode === 'wholesale',
  );
}
