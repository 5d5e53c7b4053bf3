import { useSearchParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID query parameter (orderId, paymentId), or null when absent or not one — the server would only refuse it. */
export function useIdParam(name: 'orderId' | 'paymentId'): string | null {
  const [params] = useSearchParams();
  const raw = params.get(name);
  return raw && UUID.test(raw) ? raw : null;
}
