import type { ConsoleBookingView } from '@sme/shared/schemas/booking';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BookingStatusTag } from '../components/BookingStatusTag';
import styles from './BookingCard.module.css';
import { clockIn } from './calendar-days';

/** One call in a day column (Hong Kong time); clicking opens its details. */
export function BookingCard({ booking, showAdviser, onOpen }: { booking: ConsoleBookingView; showAdviser: boolean; onOpen: () => void }) {
  const { t } = useTranslation('consoleBooking');
  const member = [booking.memberName, booking.memberNo].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      className={booking.status === 'CANCELLED' ? `${styles.card} ${styles.cancelled}` : styles.card}
      onClick={onOpen}
      aria-label={t('calendar.open', { reference: booking.reference })}
    >
      <span className={styles.top}>
        <Typography.Text strong>{`${clockIn(booking.startsAt)}–${clockIn(booking.endsAt)}`}</Typography.Text>
        <BookingStatusTag status={booking.status} />
      </span>
      <span className={styles.line}>{booking.reference}</span>
      <span className={styles.line}>{member}</span>
      {booking.companyEmail && <span className={styles.line}>{booking.companyEmail}</span>}
      {showAdviser && <span className={styles.line}>{t('calendar.withAdviser', { name: booking.adviserName })}</span>}
      {booking.topic && <span className={styles.topic}>{booking.topic}</span>}
    </button>
  );
}
