import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { BOOKING_HORIZON_DAYS } from '@sme/shared/booking-rules';
import { Button, Calendar } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_META, useLocale } from '@/lib/i18n';
import styles from './BookCall.module.css';
import { closedReasonOf, openDaysFrom } from './call-days';
import { addDays } from './zone-time';

const DAY_FORMAT = 'YYYY-MM-DD';

/** Props of DayCalendar. */
export interface DayCalendarProps {
  /** The chosen day (YYYY-MM-DD) in the member's zone. */
  value: string;
  onChange: (day: string) => void;
  /** Today in the member's zone. */
  today: string;
  holidays: ReadonlySet<string>;
}

/**
 * A month of days to choose from. antd's calendar works in dayjs dates, used here only as plain calendar days
 * (formatted back to YYYY-MM-DD): which day is today and which are closed come from the member's zone. Memoised: the
 * calendar is the page's heaviest part and its days change only with the day, zone or holidays.
 */
export const DayCalendar = memo(function DayCalendar({ value, onChange, today, holidays }: DayCalendarProps) {
  const { t } = useTranslation('bookingBook');
  const lang = LOCALE_META[useLocale()].htmlLang;
  const first = dayjs(today);
  const last = dayjs(addDays(today, BOOKING_HORIZON_DAYS));

  // Turning the page to a month chooses its first open day, so the times shown always match the month in view.
  const showMonth = (month: Dayjs) => {
    const [day] = openDaysFrom(month.startOf('month').format(DAY_FORMAT), 1, today, holidays);
    if (day) onChange(day);
  };

  return (
    <Calendar
      className={styles.calendar}
      fullscreen={false}
      value={dayjs(value)}
      validRange={[first, last]}
      disabledDate={(date) => closedReasonOf(date.format(DAY_FORMAT), today, holidays) !== null}
      onSelect={(date, { source }) => {
        if (source === 'date') onChange(date.format(DAY_FORMAT));
      }}
      headerRender={({ value: shown }) => (
        <div className={styles.calendarHeader}>
          <Button
            type="text"
            icon={<LeftOutlined />}
            aria-label={t('calendar.previous')}
            disabled={!shown.isAfter(first, 'month')}
            onClick={() => showMonth(shown.subtract(1, 'month'))}
          />
          <span className={styles.calendarTitle}>{new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long' }).format(shown.toDate())}</span>
          <Button
            type="text"
            icon={<RightOutlined />}
            aria-label={t('calendar.next')}
            disabled={!shown.isBefore(last, 'month')}
            onClick={() => showMonth(shown.add(1, 'month'))}
          />
        </div>
      )}
    />
  );
});
