import type { PaymentStatus, RefundStatus } from '@sme/shared/schemas/payments';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const PAYMENT_COLOURS: Record<PaymentStatus, string> = {
  CREATED: 'default',
  PENDING: 'orange',
  SUCCEEDED: 'green',
  FAILED: 'red',
  CANCELLED: 'default',
  EXPIRED: 'default',
};
const REFUND_COLOURS: Record<RefundStatus, string> = { REQUESTED: 'purple', SUCCEEDED: 'green', FAILED: 'red' };

/** A payment attempt's status. */
export function PaymentStatusTag({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('consolePayments');
  return <Tag color={PAYMENT_COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}

/** A refund's status. */
export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('consolePayments');
  return <Tag color={REFUND_COLOURS[status]}>{t(`refundStatus.${status}`)}</Tag>;
}
