import { ClockCircleOutlined } from '@ant-design/icons';
import { orderStatusLabelKey } from '@sme/shared/order-status';
import type { OrderReadView } from '@sme/shared/schemas/orders';
import { Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format/format-date';
import { OrderActions } from './OrderActions';
import styles from './OrderDetail.module.css';
import { clockText, useTimeLeft } from '@/lib/time/use-time-left';

/** Props of OrderStatusHeader. */
export interface OrderStatusHeaderProps {
  order: OrderReadView;
  readOnly: boolean;
  /** Called once when the payment window runs out (the server closes the order by itself; the page re-reads it). */
  onPaymentDue: () => void;
}

/** The order's status in words, its number and date, the time left to pay while it awaits payment, and its actions. */
export function OrderStatusHeader({ order, readOnly, onPaymentDue }: OrderStatusHeaderProps) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const awaiting = order.status === 'AWAITING_PAYMENT' || order.status === 'PARTIALLY_PAID';
  const left = useTimeLeft(awaiting ? order.paymentDueAt : null);
  const due = left === 0;
  const told = useRef(false);
  useEffect(() => {
    if (!due || told.current) return;
    told.current = true;
    onPaymentDue();
  }, [due, onPaymentDue]);

  return (
    <section className={styles.header} aria-labelledby="order-status">
      <div className={styles.headerMain}>
        <h2 id="order-status" className={styles.statusTitle}>
          {t(`server:${orderStatusLabelKey(order.status)}`)}
        </h2>
        <p className={styles.headerMeta}>
          <span>{t('detail.orderNo', { orderNo: order.orderNo })}</span>
          <span>{t('detail.placedAt', { date: formatDateTime(order.createdAt, locale) })}</span>
          {order.isCashOnDelivery && <Tag color="blue">{t('detail.cashOnDelivery')}</Tag>}
        </p>
        {left !== null && (
          <p className={styles.countdown} role="timer" aria-live="off">
            <ClockCircleOutlined aria-hidden /> {due ? t('detail.paymentDue') : t('detail.payWithin', { time: clockText(left) })}
          </p>
        )}
      </div>
      {!readOnly && <OrderActions order={order} offerCod />}
    </section>
  );
}
