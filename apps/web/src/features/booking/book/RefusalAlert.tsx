import { Codes } from '@sme/shared/codes';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingRefusal } from './use-book-call';

/** Props of RefusalAlert. */
export interface RefusalAlertProps {
  refusal: BookingRefusal;
  /** The call being rescheduled, if any. */
  rescheduleId: string | null;
}

/** Why the call was not booked, in the server's words, with the way out: the member's calls when at the limit or too late. */
export function RefusalAlert({ refusal, rescheduleId }: RefusalAlertProps) {
  const { t } = useTranslation('bookingBook');
  let action = null;
  if (refusal.code === Codes.BOOKING_LIMIT.code) action = <Link to="/meeting">{t('refusal.upcoming')}</Link>;
  else if (refusal.code === Codes.BOOKING_CHANGE_CLOSED.code && rescheduleId)
    action = <Link to={`/meeting?id=${encodeURIComponent(rescheduleId)}`}>{t('refusal.backToCall')}</Link>;
  return <Alert type="warning" showIcon role="alert" title={refusal.message} action={action} />;
}
