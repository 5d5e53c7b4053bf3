import { orderStatusLabelKey } from '@sme/shared/order-status';
import type { OrderStatusEventView } from '@sme/shared/schemas/orders';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format/format-date';
import styles from './OrderDetail.module.css';

/** The order's status changes, oldest first: to which status, by whom, and when; the latest is marked. */
export function OrderTimeline({ events }: { events: readonly OrderStatusEventView[] }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Timeline
      items={sorted.map((event, i) => ({
        key: `${event.at}-${event.to}`,
        color: i === sorted.length - 1 ? 'blue' : 'gray',
        content: (
          <>
            <strong>{t(`server:${orderStatusLabelKey(event.to)}`)}</strong> · {t(`actor.${event.actor}`)}
            <br />
            <time dateTime={event.at} className={styles.when}>
              {formatDateTime(event.at, locale)}
            </time>
          </>
        ),
      }))}
    />
  );
}
