import { orderStatusLabelKey, type OrderStatus } from '@sme/shared/order-status';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A colour per status family: waiting on the buyer, on the merchant, done, stopped, refunds. */
const COLOURS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'orange',
  PARTIALLY_PAID: 'gold',
  PREPARING: 'blue',
  PENDING_PICKUP: 'cyan',
  AWAITING_RECEIPT: 'geekblue',
  COMPLETED: 'green',
  CANCELLED: 'default',
  CLOSED: 'default',
  REFUND_ORDERED: 'purple',
  REFUND_CLOSED: 'purple',
};

/** An order's status in the shared server catalogue's words. */
export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`server:${orderStatusLabelKey(status)}`)}</Tag>;
}
