import type { OrderReadView } from '@sme/shared/schemas/orders';
import { formatMobile } from '@sme/shared/phone-display';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { DetailList } from './DetailList';
import { formatDateTime } from '@/lib/format/format-date';
import styles from './OrderDetail.module.css';

/** The customer info of the order (spec section 3), the buyer's remark, and how and when it was paid (pay time, online payment). */
export function OrderBuyerCard({ order }: { order: OrderReadView }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const payment = [
    ...(order.paymentMethod ? [{ key: 'method', label: t('buyer.paymentMethod'), children: t(`payments:methods.${order.paymentMethod}.title`) }] : []),
    ...(order.paidAt ? [{ key: 'paidAt', label: t('buyer.paidAt'), children: formatDateTime(order.paidAt, locale) }] : []),
  ];
  const items = [
    { key: 'name', label: t('buyer.name'), children: order.buyer.name },
    { key: 'phone', label: t('buyer.phone'), children: formatMobile(order.buyer.phone) },
    { key: 'email', label: t('buyer.email'), children: order.buyer.email },
    { key: 'remark', label: t('buyer.remark'), children: order.remark || t('buyer.noRemark') },
    ...payment,
  ];
  return (
    <section className={styles.card} aria-labelledby="order-buyer">
      <h3 id="order-buyer" className={styles.cardTitle}>
        {t('buyer.title')}
      </h3>
      <DetailList items={items} />
    </section>
  );
}
