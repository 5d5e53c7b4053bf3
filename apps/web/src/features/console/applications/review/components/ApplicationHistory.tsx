import type { ConsoleApplicationEventView } from '@sme/shared/schemas/console-applications';
import { Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { DetailSection } from '../../../kit/DetailSection';
import { pathLabel } from '../review-labels';
import { ApplicationStatusTag } from './ApplicationStatusTag';
import styles from './ApplicationHistory.module.css';

/** One entry: the status change (or "Internal note", tagged internal), who and when, the message, what was reopened. */
function HistoryEntry({ event }: { event: ConsoleApplicationEventView }) {
  const { t } = useTranslation('consoleReview');
  const locale = useLocale();
  const who = event.actorName ?? t(`history.actor.${event.actor}`);
  return (
    <div className={styles.entry}>
      <div className={styles.head}>
        {event.internal || !event.toStatus ? (
          <>
            <Tag color="purple">{t('history.internal')}</Tag>
            <strong>{t('history.note')}</strong>
          </>
        ) : (
          <>
            {event.fromStatus && <ApplicationStatusTag status={event.fromStatus} />}
            {event.fromStatus && <span aria-hidden="true">→</span>}
            <ApplicationStatusTag status={event.toStatus} />
          </>
        )}
      </div>
      <Typography.Text type="secondary" className={styles.meta}>
        {`${who} · ${formatDateTime(event.at, locale)}`}
      </Typography.Text>
      {event.message && <Typography.Paragraph className={styles.message}>{event.message}</Typography.Paragraph>}
      {event.reopened.length > 0 && (
        <Typography.Text>{t('history.reopened', { paths: event.reopened.map((p) => pathLabel(t, p)).join(', ') })}</Typography.Text>
      )}
    </div>
  );
}

/** The review history: status changes with their messages and reopened fields, and the staff's internal notes. */
export function ApplicationHistory({ events }: { events: readonly ConsoleApplicationEventView[] }) {
  const { t } = useTranslation('consoleReview');
  return (
    <DetailSection title={t('history.title')}>
      {events.length === 0 ? (
        <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>
      ) : (
        <Timeline items={events.map((e) => ({ key: e.id, color: e.internal ? 'purple' : undefined, content: <HistoryEntry event={e} /> }))} />
      )}
    </DetailSection>
  );
}
