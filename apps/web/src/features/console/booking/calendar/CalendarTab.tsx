import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { hkDayOf, hkToday, isCalendarDay } from '@sme/shared/hk-day';
import type { ConsoleBookingView } from '@sme/shared/schemas/booking';
import { Alert, Button, Segmented, Space, Spin, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSelect } from '../../kit/FilterSelect';
import { useUrlFilters } from '../../kit/use-url-filters';
import { useBookingCalendar } from '../api/get-booking-calendar';
import { BookingCard } from './BookingCard';
import { BookingDrawer } from './BookingDrawer';
import { type CalendarView, addDays, dayHeading, daysOfView, rangeLabel } from './calendar-days';
import styles from './CalendarTab.module.css';

/** What the URL keeps, so a view can be reloaded and shared: day or week, the day shown, the adviser, cancelled calls. */
const KEYS = ['view', 'day', 'adviser', 'cancelled'] as const;

/**
 * The Calendar tab: the calls of a day or a Monday-to-Sunday week, one column per Hong Kong day, in Hong Kong time.
 * Admins may narrow it to one adviser; an adviser sees only their own calls (the server decides).
 */
export function CalendarTab({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('consoleBooking');
  const locale = useLocale();
  const { values, update } = useUrlFilters(KEYS);
  const view: CalendarView = values.view === 'day' ? 'day' : 'week';
  const today = hkToday();
  const day = values.day && isCalendarDay(values.day) ? values.day : today;
  const days = daysOfView(view, day);
  const includeCancelled = values.cancelled === '1';
  const adviserId = isAdmin ? values.adviser : undefined;
  const calendar = useBookingCalendar({
    from: days[0] ?? day,
    to: days[days.length - 1] ?? day,
    ...(adviserId ? { adviserId } : {}),
    ...(includeCancelled ? { includeCancelled: 'true' } : {}),
  });
  const [openId, setOpenId] = useState<string | null>(null);

  const byDay = useMemo(() => {
    const map = new Map<string, ConsoleBookingView[]>();
    const list = [...(calendar.data?.list ?? [])].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    for (const b of list) {
      const key = hkDayOf(new Date(b.startsAt));
      map.set(key, [...(map.get(key) ?? []), b]);
    }
    return map;
  }, [calendar.data]);
  const open = calendar.data?.list.find((b) => b.id === openId);
  const step = view === 'week' ? 7 : 1;

  return (
    <>
      <FilterBar label={t('calendar.filters')}>
        <Segmented<CalendarView>
          aria-label={t('calendar.view')}
          value={view}
          onChange={(v) => update({ view: v === 'week' ? undefined : v })}
          options={[
            { value: 'week', label: t('calendar.week') },
            { value: 'day', label: t('calendar.day') },
          ]}
        />
        <Space.Compact>
          <Button icon={<LeftOutlined />} aria-label={t(`calendar.previous.${view}`)} onClick={() => update({ day: addDays(day, -step) })} />
          <Button onClick={() => update({ day: undefined })}>{t('calendar.today')}</Button>
          <Button icon={<RightOutlined />} aria-label={t(`calendar.next.${view}`)} onClick={() => update({ day: addDays(day, step) })} />
        </Space.Compact>
        <Typography.Text strong className={styles.range}>
          {rangeLabel(days, locale)}
        </Typography.Text>
        {isAdmin && (
          <FilterSelect
            label={t('calendar.adviser')}
            placeholder={t('calendar.allAdvisers')}
            value={values.adviser}
            options={(calendar.data?.advisers ?? []).map((a) => ({ value: a.id, label: a.name }))}
            onChange={(adviser) => update({ adviser })}
          />
        )}
        <span className={styles.toggle}>
          <Switch id="booking-show-cancelled" checked={includeCancelled} onChange={(on) => update({ cancelled: on ? '1' : undefined })} />
          <label htmlFor="booking-show-cancelled">{t('calendar.showCancelled')}</label>
        </span>
      </FilterBar>
      <Typography.Paragraph type="secondary">{t('calendar.hkTimeNote')}</Typography.Paragraph>
      {calendar.isError && <Alert type="error" showIcon title={t('loadFailed')} className={styles.failure} />}
      <Spin spinning={calendar.isFetching}>
        {/* The week scrolls sideways on narrow screens: focusable, so the keyboard can scroll it too. */}
        <div className={view === 'week' ? styles.week : styles.day} {...(view === 'week' && { role: 'region', 'aria-label': t('calendar.week'), tabIndex: 0 })}>
          {days.map((d) => {
            const calls = byDay.get(d) ?? [];
            const heading = dayHeading(d, locale);
            return (
              <section key={d} className={d === today ? `${styles.column} ${styles.today}` : styles.column} aria-label={heading}>
                <h2 className={styles.heading}>{heading}</h2>
                {calls.length === 0 ? (
                  <Typography.Text type="secondary">{t('calendar.noCalls')}</Typography.Text>
                ) : (
                  calls.map((b) => <BookingCard key={b.id} booking={b} showAdviser={isAdmin && !adviserId} onOpen={() => setOpenId(b.id)} />)
                )}
              </section>
            );
          })}
        </div>
      </Spin>
      {open && <BookingDrawer key={open.id} booking={open} onClose={() => setOpenId(null)} />}
    </>
  );
}
