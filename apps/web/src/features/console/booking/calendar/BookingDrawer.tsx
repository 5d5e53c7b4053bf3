import { ADVISER_TIME_ZONE } from '@sme/shared/booking-rules';
import type { ConsoleBookingView } from '@sme/shared/schemas/booking';
import { Alert, Button, Descriptions, Drawer, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import { useSaveBookingNotes } from '../api/save-booking-notes';
import { useSaveBookingOutcome } from '../api/save-booking-outcome';
import { BookingStatusTag } from '../components/BookingStatusTag';
import formStyles from '../../kit/ConsoleForm.module.css';
import { clockIn, dateTimeIn } from './calendar-days';
import { useFeedback } from '@/lib/ui/feedback';

const NOTES_ID = 'booking-adviser-notes';

/**
 * One call's details: Hong Kong and the member's own time, who booked it, the join link, the adviser's notes, and —
 * once a confirmed call has started — marking it completed or a no-show. The server re-checks both (3307).
 */
export function BookingDrawer({ booking, onClose }: { booking: ConsoleBookingView; onClose: () => void }) {
  const { t } = useTranslation('consoleBooking');
  const { message } = useFeedback();
  const locale = useLocale();
  const outcome = useSaveBookingOutcome();
  const saveNotes = useSaveBookingNotes();
  const [notes, setNotes] = useState(booking.adviserNotes ?? '');
  // When the drawer was opened: a call starting while it is open offers its outcome once reopened.
  const [openedAt] = useState(() => Date.now());
  const decidable = booking.status === 'CONFIRMED' && Date.parse(booking.startsAt) <= openedAt;
  const none = t('none');

  const mark = (status: 'COMPLETED' | 'NO_SHOW') =>
    outcome.mutate({ id: booking.id, status }, { onSuccess: () => void message.success(t(`drawer.marked.${status}`)) });
  const submitNotes = () => saveNotes.mutate({ id: booking.id, notes: notes.trim() }, { onSuccess: () => void message.success(t('drawer.notesSaved')) });

  return (
    <Drawer
      open
      size="large"
      title={t('drawer.title', { reference: booking.reference })}
      extra={<BookingStatusTag status={booking.status} />}
      onClose={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        {decidable && (
          <Alert
            type="info"
            showIcon
            title={t('drawer.outcomeHint')}
            action={
              <Flex gap={8}>
                <Button type="primary" loading={outcome.isPending && outcome.variables?.status === 'COMPLETED'} onClick={() => mark('COMPLETED')}>
                  {t('drawer.markCompleted')}
                </Button>
                <Button danger loading={outcome.isPending && outcome.variables?.status === 'NO_SHOW'} onClick={() => mark('NO_SHOW')}>
                  {t('drawer.markNoShow')}
                </Button>
              </Flex>
            }
          />
        )}
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            {
              key: 'hk',
              label: t('drawer.hkTime'),
              children: `${dateTimeIn(booking.startsAt, ADVISER_TIME_ZONE, locale)}–${clockIn(booking.endsAt)}`,
            },
            {
              key: 'member-time',
              label: t('drawer.memberTime', { timeZone: booking.timeZone }),
              children: `${dateTimeIn(booking.startsAt, booking.timeZone, locale)}–${clockIn(booking.endsAt, booking.timeZone)}`,
            },
            { key: 'adviser', label: t('drawer.adviser'), children: booking.adviserName },
            { key: 'member', label: t('drawer.member'), children: `${booking.memberName ?? none} · ${booking.memberNo}` },
            { key: 'email', label: t('drawer.memberEmail'), children: booking.memberEmail ?? none },
            { key: 'company', label: t('drawer.companyEmail'), children: booking.companyEmail ?? none },
            { key: 'topic', label: t('drawer.topic'), children: booking.topic ?? none },
            {
              key: 'join',
              label: t('drawer.joinLink'),
              children: (
                <Typography.Link href={booking.joinUrl} target="_blank" rel="noopener noreferrer" copyable>
                  {booking.joinUrl}
                </Typography.Link>
              ),
            },
            { key: 'created', label: t('drawer.bookedAt'), children: formatDateTime(booking.createdAt, locale) },
            ...(booking.cancelledAt
              ? [
                  { key: 'cancelled', label: t('drawer.cancelledAt'), children: formatDateTime(booking.cancelledAt, locale) },
                  { key: 'reason', label: t('drawer.cancelReason'), children: booking.cancelReason ?? none },
                ]
              : []),
          ]}
        />
        <div>
          <Typography.Title level={5}>
            <label htmlFor={NOTES_ID}>{t('drawer.notes')}</label>
          </Typography.Title>
          <Input.TextArea
            id={NOTES_ID}
            rows={5}
            maxLength={4000}
            showCount
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            className={formStyles.notice}
          />
          <Button onClick={submitNotes} loading={saveNotes.isPending} disabled={notes.trim() === (booking.adviserNotes ?? '')}>
            {t('drawer.saveNotes')}
          </Button>
        </div>
      </Flex>
    </Drawer>
  );
}
