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

/** An order's status as a coloured tag, worded by the shared server catalogue (spec section 4): member pages and console alike. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`server:${orderStatusLabelKey(status)}`)}</Tag>;
}
