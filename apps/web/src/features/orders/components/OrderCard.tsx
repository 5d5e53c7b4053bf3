import type { OrderSummaryView } from '@sme/shared/schemas/orders';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { formatPrice } from '@/lib/format/format-price';
import { ImageFallback } from '@/components/ui/ImageFallback';
import { useLocale } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format/format-date';
import { OrderActions } from './OrderActions';
import styles from './Orders.module.css';
import { OrderStatusTag } from '@/components/orders/OrderStatusTag';

/** One order in the list: number, date, status, its first items, item count, total, and the actions it offers. */
export function OrderCard({ order }: { order: OrderSummaryView }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const detailTo = `/orderDetail?id=${encodeURIComponent(order.id)}`;
  const [firstLine] = order.lines;
  return (
    <article className={styles.card} aria-label={t('card.label', { orderNo: order.orderNo })}>
      <header className={styles.cardHead}>
        <span>
          <span className={styles.muted}>{t('card.orderNo')}</span> <Link to={detailTo}>{order.orderNo}</Link>
        </span>
        <span className={styles.muted}>{formatDateTime(order.createdAt, locale)}</span>
        {order.merchants.length > 0 && <span className={styles.merchants}>{order.merchants.join(' · ')}</span>}
        <span className={styles.status}>
          <OrderStatusTag status={order.status} />
        </span>
      </header>
      <div className={styles.cardBody}>
        <Link to={detailTo} className={styles.pictures} aria-hidden tabIndex={-1}>
          {order.lines.map((line, i) => (
            <span key={i} className={styles.picture}>
              {line.imageUrl ? <img src={line.imageUrl} alt="" loading="lazy" /> : <ImageFallback />}
            </span>
          ))}
        </Link>
        <div className={styles.summary}>
          {firstLine && (
            <Link to={detailTo} className={styles.firstName}>
              {firstLine.name}
            </Link>
          )}
          {order.lines.length > 1 && (
            <span className={styles.muted}>
              {order.lines
                .slice(1)
                .map((l) => l.name)
                .join(', ')}
            </span>
          )}
          <span className={styles.muted}>{t('card.items', { count: order.itemCount })}</span>
        </div>
        <div className={styles.cardTotal}>
          <span className={styles.muted}>{t('card.total')}</span>
          <strong>{formatPrice(order.totalMinor, order.currency, locale)}</strong>
        </div>
      </div>
      <footer className={styles.cardFoot}>
        <ButtonLink to={detailTo} size="small">
          {t('card.details')}
        </ButtonLink>
        <OrderActions order={order} size="small" />
      </footer>
    </article>
  );
}
