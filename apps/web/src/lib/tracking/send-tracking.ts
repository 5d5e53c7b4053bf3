import { apiPost } from '@/lib/api';

/** POST product.impression: a batch of product ids seen in lists. Quiet: tracking never toasts. */
export function sendImpressions(ids: string[], keepalive = false): Promise<{ accepted: number }> {
  return apiPost<{ accepted: number }>('/product/impression', { ids: ids.join(',') }, { quiet: true, keepalive });
}

/** POST product.click: a product card was opened. Keepalive, since the click may leave the page. */
export function sendClick(id: string): Promise<{ accepted: number }> {
  return apiPost<{ accepted: number }>('/product/click', { id }, { quiet: true, keepalive: true });
}
