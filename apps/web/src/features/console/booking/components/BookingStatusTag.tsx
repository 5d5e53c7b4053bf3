import type { BookingStatus } from '@sme/shared/schemas/booking';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<BookingStatus, string> = { CONFIRMED: 'blue', COMPLETED: 'green', NO_SHOW: 'orange', CANCELLED: 'default' };

/** A call's status as a coloured tag. */
export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('consoleBooking');
  return <Tag color={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}
