import { merchantListQuery } from '@sme/shared/schemas/catalogue';
import type { MerchantListParams } from '../api/get-merchants';

const KEYS = ['keyword', 'verified', 'sort', 'page'] as const;

/** Read /mcList's state from the URL with the server's rules; a bad parameter is dropped, not fatal. */
export function readMerchantListUrl(search: URLSearchParams): MerchantListParams {
  const shape = merchantListQuery.shape;
  const out: Record<string, unknown> = {};
  for (const key of KEYS) {
    const raw = search.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '' && parsed.data !== false) out[key] = parsed.data;
  }
  return out as MerchantListParams;
}

/** Write /mcList's state to URL parameters, defaults left out. */
export function writeMerchantListUrl(params: MerchantListParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of KEYS) {
    const value = params[key];
    if (value === undefined || value === '' || value === false) continue;
    if ((key === 'page' && value === 1) || (key === 'sort' && value === 'recommended')) continue;
    out.set(key, String(value));
  }
  return out;
}
