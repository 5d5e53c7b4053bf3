import { type AdviserLanguage, BOOKING_HOLIDAY_REGION, STANDARD_NOTICE_HOURS } from '@sme/shared/booking-rules';
import type { SlotView } from '@sme/shared/schemas/booking';
import { Button, Input, Result, Skeleton, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { useHolidayDates } from '@/lib/booking/holidays';
import { useSlots } from '@/lib/booking/slots';
import styles from '../book/BookCall.module.css';
import { CallFilters } from '../book/CallFilters';
import { DayCalendar } from '../book/DayCalendar';
import { DaySlots } from '../book/DaySlots';
import { RefusalAlert } from '../book/RefusalAlert';
import { SelectionSummary } from '../book/SelectionSummary';
import { openDaysFrom } from '../book/call-days';
import { useBookCall } from '../book/use-book-call';
import { useCallParams } from '../book/use-call-params';
import { addDays, dayIn } from '../book/zone-time';
import { BookingSteps } from '../components/BookingSteps';

const NO_HOLIDAYS: ReadonlySet<string> = new Set();
const TOPIC_MAX = 500;

const isSame = (a: SlotView, b: SlotView) => a.adviserId === b.adviserId && a.startsAt === b.startsAt;

/**
 * /community2: choose the timezone, day and time of a video call with a client adviser, then book it (or, with
 * `?reschedule=<bookingId>`, move that call there). Days and times are read in the chosen zone, never the browser's.
 */
export default function BookCallPage() {
  const { t } = useTranslation('bookingBook');
  const { timeZone, setTimeZone, rescheduleId } = useCallParams();
  const [language, setLanguage] = useState<AdviserLanguage>();
  const [adviserId, setAdviserId] = useState<string>();
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [selected, setSelected] = useState<SlotView | null>(null);
  const [topic, setTopic] = useState('');
  const holidays = useHolidayDates(BOOKING_HOLIDAY_REGION);
  const closedDays = holidays.data ?? NO_HOLIDAYS;
  const today = dayIn(timeZone, new Date());
  // Until the member picks, show the first day most members can book (priority members may pick an earlier one).
  const day = chosenDay ?? openDaysFrom(addDays(today, STANDARD_NOTICE_HOURS / 24), 1, today, closedDays)[0] ?? today;
  // Wait for the holidays, so the default day is not first asked for and then moved off a holiday.
  const slots = useSlots(holidays.isPending ? null : { date: day, timeZone, language, adviserId, bookingId: rescheduleId ?? undefined });
  const book = useBookCall(rescheduleId);
  // A slot that is gone from the latest answer (taken meanwhile, or filtered out) is no longer chosen.
  const chosen = selected && slots.data?.slots.some((s) => isSame(s, selected)) ? selected : null;

  const { clearRefusal } = book;
  const reset = useCallback(() => {
    setSelected(null);
    clearRefusal();
  }, [clearRefusal]);
  const changeDay = useCallback(
    (next: string) => {
      setChosenDay(next);
      reset();
    },
    [reset],
  );
  const changeLanguage = (next: AdviserLanguage | undefined) => {
    setLanguage(next);
    setAdviserId(undefined);
    reset();
  };
  const choose = (slot: SlotView) => {
    setSelected(slot);
    clearRefusal();
  };

  let slotsContent;
  if (slots.isError && !slots.data) {
    slotsContent = <Result status="warning" title={t('slots.error')} extra={<Button onClick={() => void slots.refetch()}>{t('slots.retry')}</Button>} />;
  } else if (!slots.data) {
    slotsContent = <Skeleton active paragraph={{ rows: 6 }} aria-busy="true" />;
  } else {
    slotsContent = (
      <Spin spinning={slots.isPlaceholderData}>
        <DaySlots view={slots.data} today={today} holidays={closedDays} selected={chosen} onSelect={choose} onDayChange={changeDay} />
      </Spin>
    );
  }

  return (
    <PageContainer title={rescheduleId ? t('rescheduleTitle') : t('title')} subtitle={rescheduleId ? t('rescheduleSubtitle') : t('subtitle')}>
      <BookingSteps current="time" />
      <CallFilters
        timeZone={timeZone}
        onTimeZoneChange={(zone) => {
          setTimeZone(zone);
          reset();
        }}
        language={language}
        onLanguageChange={changeLanguage}
        adviserId={adviserId}
        onAdviserChange={(id) => {
          setAdviserId(id);
          reset();
        }}
      />
      <div className={styles.layout}>
        <div className={styles.panel}>
          <DayCalendar value={day} onChange={changeDay} today={today} holidays={closedDays} />
          <p className={styles.legend}>{t('calendar.legend')}</p>
        </div>
        <div className={styles.panel}>
          {slotsContent}
          <div className={styles.confirm}>
            {chosen ? (
              <SelectionSummary slot={chosen} adviser={slots.data?.advisers.find((a) => a.id === chosen.adviserId)} timeZone={timeZone} />
            ) : (
              <p className={styles.hint}>{t('selection.none')}</p>
            )}
            {!rescheduleId && (
              <div className={styles.field}>
                <label htmlFor="book-topic" className={styles.label}>
                  {t('topic.label')}
                </label>
                <Input.TextArea
                  id="book-topic"
                  value={topic}
                  onChange={(e) => setTopic(e.target.value)}
                  maxLength={TOPIC_MAX}
                  showCount
                  autoSize={{ minRows: 3, maxRows: 8 }}
                  placeholder={t('topic.placeholder')}
                />
              </div>
            )}
            {book.refusal && <RefusalAlert refusal={book.refusal} rescheduleId={rescheduleId} />}
            <Button
              type="primary"
              size="large"
              className={styles.submit}
              disabled={!chosen}
              loading={book.isPending}
              onClick={() => chosen && book.submit(chosen, timeZone, topic)}
            >
              {rescheduleId ? t('submitReschedule') : t('submit')}
            </Button>
          </div>
        </div>
      </div>
    </PageContainer>
  );
}
