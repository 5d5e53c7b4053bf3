import { useSearchParams } from 'react-router';
import type { PaySubject } from './payment-state';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID query parameter (orderId, purchaseId, paymentId), or null when absent or not one — the server would only refuse it. */
export function useIdParam(name: 'orderId' | 'purchaseId' | 'paymentId'): string | null {
  const [params] = useSearchParams();
  const raw = params.get(name);
  return raw && UUID.test(raw) ? raw : null;
}

/**
 * What /payments is asked to pay: ?orderId=… (an order) or ?purchaseId=… (a membership purchase). A link naming
 * neither, or both, names nothing (the server takes exactly one). `purpose` is known even when the id is not valid.
 */
export function usePaySubject(): { purpose: PaySubject['purpose']; subject: PaySubject | null } {
  const [params] = useSearchParams();
  const orderId = useIdParam('orderId');
  const purchaseId = useIdParam('purchaseId');
  const purpose = params.has('purchaseId') && !params.has('orderId') ? 'MEMBERSHIP' : 'ORDER';
  if (orderId && !purchaseId) return { purpose, subject: { purpose: 'ORDER', id: orderId } };
  if (purchaseId && !orderId) return { purpose, subject: { purpose: 'MEMBERSHIP', id: purchaseId } };
  return { purpose, subject: null };
}
