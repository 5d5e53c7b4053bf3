import { PlusOutlined } from '@ant-design/icons';
import { UPCOMING_LIMIT_PRIORITY, UPCOMING_LIMIT_STANDARD } from '@sme/shared/booking-rules';
import type { BookingView } from '@sme/shared/schemas/booking';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { PageContainer } from '@/components/PageContainer';
import { ListEmpty, ListError } from '@/components/ui/ListStates';
import { useUpcomingBookings } from '@/lib/booking/upcoming-bookings';
import { FactList } from './FactList';
import styles from './Meeting.module.css';
import { useCallTimeFacts } from './use-call-time-facts';

/** /meeting without an id: the member's calls still to come, soonest first, and whether they may book another. */
export function UpcomingCalls() {
  const { t } = useTranslation('bookingMeeting');
  const query = useUpcomingBookings();
  const upcoming = query.data;
  const canBook = upcoming ? upcoming.list.length < upcoming.limit : false;
  const bookButton = (
    <ButtonLink to="/community1" type="primary" icon={<PlusOutlined />}>
      {t('upcoming.book')}
    </ButtonLink>
  );

  let body;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!upcoming) body = <ListError title={t('upcoming.loadFailed')} onRetry={() => void query.refetch()} />;
  else if (upcoming.list.length === 0)
    body = <ListEmpty title={t('upcoming.emptyTitle')} body={t('upcoming.emptyBody')} action={canBook ? bookButton : undefined} />;
  else
    body = (
      <ul className={styles.list} aria-label={t('upcoming.title')}>
        {upcoming.list.map((booking) => (
          <UpcomingCall key={booking.id} booking={booking} />
        ))}
      </ul>
    );

  return (
    <PageContainer title={t('upcoming.title')} subtitle={t('upcoming.subtitle')} width="narrow">
      <div className={styles.toolbar}>
        <p className={styles.note}>
          {t('upcoming.limit', { count: UPCOMING_LIMIT_STANDARD, priority: UPCOMING_LIMIT_PRIORITY })}
          {upcoming && !canBook && ` ${t('upcoming.full')}`}
        </p>
        {canBook && upcoming && upcoming.list.length > 0 && bookButton}
      </div>
      {body}
    </PageContainer>
  );
}

/** One upcoming call: its adviser and reference, both times, and the way to its page. */
function UpcomingCall({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('bookingMeeting');
  return (
    <li className={styles.card}>
      <div className={styles.listHead}>
        <h2 className={styles.listTitle}>
          <Link to={`/meeting?id=${encodeURIComponent(booking.id)}`}>{t('upcoming.with', { adviser: booking.adviser.name })}</Link>
        </h2>
        <span className={styles.note}>{booking.reference}</span>
      </div>
      <FactList facts={useCallTimeFacts(booking)} />
    </li>
  );
}
