import { STANDARD_NOTICE_HOURS } from '@sme/shared/booking-rules';
import type { SlotView, SlotsView } from '@sme/shared/schemas/booking';
import { Alert, Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCALE_META, useLocale } from '@/lib/i18n';
import { AdviserSlots } from './AdviserSlots';
import styles from './BookCall.module.css';
import { openDaysFrom } from './call-days';
import { addDays, formatDay } from './zone-time';

/** Props of DaySlots. */
export interface DaySlotsProps {
  view: SlotsView;
  today: string;
  holidays: ReadonlySet<string>;
  selected: SlotView | null;
  onSelect: (slot: SlotView) => void;
  onDayChange: (day: string) => void;
}

const NOTICE_DAYS = STANDARD_NOTICE_HOURS / 24;

/**
 * The free times of one day grouped by adviser, with what the member should know about the day: how soon they may
 * book (priority members from 2 hours ahead, others 2 days), and, when nothing is free, the next open days to try.
 */
export function DaySlots({ view, today, holidays, selected, onSelect, onDayChange }: DaySlotsProps) {
  const { t } = useTranslation('bookingBook');
  const lang = LOCALE_META[useLocale()].htmlLang;
  const groups = view.advisers
    .map((adviser) => ({ adviser, slots: view.slots.filter((s) => s.adviserId === adviser.id) }))
    .filter((group) => group.slots.length > 0);
  const nextDays = groups.length > 0 ? [] : openDaysFrom(addDays(view.date, 1), 3, today, holidays);

  let notice = null;
  if (view.priorityMember) notice = <Alert type="success" showIcon title={t('slots.priorityNote')} />;
  else if (view.date <= addDays(today, NOTICE_DAYS))
    notice = (
      <Alert
        type="info"
        showIcon
        title={t('slots.noticeNote')}
        action={
          <Link to="/member" className={styles.noticeLink}>
            {t('slots.noticeLink')}
          </Link>
        }
      />
    );

  return (
    <div className={styles.daySlots}>
      <h2 className={styles.dayHeading}>{formatDay(view.date, lang)}</h2>
      <p className={styles.inZone}>{t('slots.inZone', { zone: view.timeZone })}</p>
      {notice}
      {groups.length > 0 ? (
        groups.map(({ adviser, slots }) => (
          <AdviserSlots key={adviser.id} adviser={adviser} slots={slots} timeZone={view.timeZone} selected={selected} onSelect={onSelect} />
        ))
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <p>{view.closedReason ? t(`slots.closed.${view.closedReason}`) : t('slots.empty')}</p>
              {nextDays.length > 0 && <p>{t('slots.tryNext')}</p>}
            </>
          }
        >
          <div className={styles.nextDays}>
            {nextDays.map((day) => (
              <Button key={day} onClick={() => onDayChange(day)}>
                {formatDay(day, lang, 'medium')}
              </Button>
            ))}
          </div>
        </Empty>
      )}
    </div>
  );
}
