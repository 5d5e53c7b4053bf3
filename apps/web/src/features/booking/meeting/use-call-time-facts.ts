import { ADVISER_TIME_ZONE } from '@sme/shared/booking-rules';
import type { BookingView } from '@sme/shared/schemas/booking';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import type { Fact } from './FactList';
import { formatCallTime } from './format-call-time';

/** Hook: the call's time in the member's own timezone (named) and in Hong Kong, where the advisers work. */
export function useCallTimeFacts(booking: BookingView): Fact[] {
  const { t } = useTranslation('bookingMeeting');
  const locale = useLocale();
  return [
    {
      key: 'memberTime',
      label: t('field.memberTime', { timeZone: booking.timeZone }),
      value: formatCallTime(booking.startsAt, booking.endsAt, booking.timeZone, locale),
    },
    { key: 'hkTime', label: t('field.hkTime'), value: formatCallTime(booking.startsAt, booking.endsAt, ADVISER_TIME_ZONE, locale) },
  ];
}
