import type { OrderView } from '@sme/shared/schemas/order';
import { formatMobile } from '@sme/shared/phone-display';
import { useTranslation } from 'react-i18next';
import { DetailList } from './DetailList';
import styles from './OrderDetail.module.css';

/** The customer info of the order (spec section 3) and the buyer's remark. */
export function OrderBuyerCard({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const items = [
    { key: 'name', label: t('buyer.name'), children: order.buyer.name },
    { key: 'phone', label: t('buyer.phone'), children: formatMobile(order.buyer.phone) },
    { key: 'email', label: t('buyer.email'), children: order.buyer.email },
    { key: 'remark', label: t('buyer.remark'), children: order.remark || t('buyer.noRemark') },
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
