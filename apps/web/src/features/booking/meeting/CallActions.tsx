import { VideoCameraOutlined } from '@ant-design/icons';
import { CHANGE_CUTOFF_MINUTES } from '@sme/shared/booking-rules';
import type { BookingView } from '@sme/shared/schemas/booking';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { AddToCalendar } from './AddToCalendar';
import { CancelCallDialog } from './CancelCallDialog';
import styles from './Meeting.module.css';

/** Where /community2 moves this call to another slot, starting in the zone the member chose for it. */
export const reschedulePath = (booking: BookingView) => `/community2?${new URLSearchParams({ reschedule: booking.id, tz: booking.timeZone })}`;

/** What can be done with a confirmed call: join, add to a calendar, and (until the cutoff) reschedule or cancel. */
export function CallActions({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('bookingMeeting');
  const [cancelling, setCancelling] = useState(false);
  const joinNoteId = useId();
  const closedNoteId = useId();
  const closed = !booking.canChange;

  return (
    <>
      <div className={styles.actions}>
        <Button type="primary" icon={<VideoCameraOutlined />} href={booking.joinUrl} target="_blank" rel="noopener noreferrer" aria-describedby={joinNoteId}>
          {t('join.action')}
        </Button>
        <AddToCalendar booking={booking} />
        {closed ? (
          <Button disabled aria-describedby={closedNoteId}>
            {t('reschedule')}
          </Button>
        ) : (
          <ButtonLink to={reschedulePath(booking)}>{t('reschedule')}</ButtonLink>
        )}
        <Button danger disabled={closed} aria-describedby={closed ? closedNoteId : undefined} onClick={() => setCancelling(true)}>
          {t('cancel.action')}
        </Button>
      </div>
      <p id={joinNoteId} className={styles.note}>
        {t('join.note')}
      </p>
      {closed && (
        <p id={closedNoteId} className={styles.note}>
          {t('changeClosed', { hours: CHANGE_CUTOFF_MINUTES / 60 })}
        </p>
      )}
      <CancelCallDialog booking={booking} open={cancelling} onClose={() => setCancelling(false)} />
    </>
  );
}
