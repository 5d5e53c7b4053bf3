import type { ApplicationEventView } from '@sme/shared/schemas/applications';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { pathLabel } from './answer-format';
import styles from './ApplicationDetail.module.css';

/**
 * The application's history, oldest first: each status change, who made it and when, the reviewer's message (or the
 * applicant's withdrawal reason), and the answers and documents a request for more information reopened, in words.
 */
export function ApplicationHistory({ events }: { events: readonly ApplicationEventView[] }) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  if (events.length === 0) return <p className={styles.muted}>{t('detail.noHistory')}</p>;
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <Timeline
      items={sorted.map((event, i) => ({
        key: `${event.at}-${event.toStatus}`,
        color: i === sorted.length - 1 ? 'blue' : 'gray',
        content: (
          <div className={styles.event}>
            <span>
              <strong>{t(`status.${event.toStatus}`)}</strong> · <span>{t(`event.actor.${event.actor}`)}</span>
            </span>
            <time dateTime={event.at} className={styles.muted}>
              {formatDateTime(event.at, locale)}
            </time>
            {event.message && <blockquote className={styles.eventMessage}>{event.message}</blockquote>}
            {event.reopened.length > 0 && (
              <span className={styles.reopened}>{t('event.reopened', { fields: event.reopened.map((p) => pathLabel(t, p)).join('; ') })}</span>
            )}
          </div>
        ),
      }))}
    />
  );
}
