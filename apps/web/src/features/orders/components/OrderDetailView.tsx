import type { OrderReadView } from '@sme/shared/schemas/orders';
import { useTranslation } from 'react-i18next';
import { OrderAmounts } from '@/components/orders/OrderAmounts';
import { OrderLines } from '@/components/orders/OrderLines';
import { OrderBuyerCard } from './OrderBuyerCard';
import styles from './OrderDetail.module.css';
import { OrderDeliveryCard } from './OrderDeliveryCard';
import { OrderStatusHeader } from './OrderStatusHeader';
import { OrderTimeline } from './OrderTimeline';
import { PickupQr } from './PickupQr';

/** Props of OrderDetailView. */
export interface OrderDetailViewProps {
  order: OrderReadView;
  /** A guest's lookup: no actions. */
  readOnly?: boolean;
  onPaymentDue?: () => void;
}

/** An order in full: status and actions, pickup code, products, delivery, customer info, amounts and the status timeline. */
export function OrderDetailView({ order, readOnly = false, onPaymentDue = () => {} }: OrderDetailViewProps) {
  const { t } = useTranslation('orders');
  return (
    <div className={styles.layout}>
      <OrderStatusHeader order={order} readOnly={readOnly} onPaymentDue={onPaymentDue} />
      <div className={styles.columns}>
        <div className={styles.main}>
          {order.pickupQr && <PickupQr value={order.pickupQr} />}
          <section aria-labelledby="order-products">
            <h3 id="order-products" className={styles.sectionTitle}>
              {t('detail.products')}
            </h3>
            <OrderLines lines={order.lines} currency={order.currency} />
          </section>
          <OrderDeliveryCard order={order} />
          <OrderBuyerCard order={order} />
        </div>
        <aside className={styles.aside}>
          <section className={styles.card} aria-labelledby="order-amounts">
            <h3 id="order-amounts" className={styles.cardTitle}>
              {t('detail.amounts')}
            </h3>
            <OrderAmounts amounts={order} promoCode={order.promoCode} showPayable />
          </section>
          <section className={styles.card} aria-labelledby="order-timeline">
            <h3 id="order-timeline" className={styles.cardTitle}>
              {t('detail.timeline')}
            </h3>
            <OrderTimeline events={order.timeline} />
          </section>
        </aside>
      </div>
    </div>
  );
}
