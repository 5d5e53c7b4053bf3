import { ADVISER_TIME_ZONE } from '@sme/shared/booking-rules';
import type { AdviserView, SlotView } from '@sme/shared/schemas/booking';
import { useTranslation } from 'react-i18next';
import { LOCALE_META, useLocale } from '@/lib/i18n';
import styles from './BookCall.module.css';
import { dayIn, formatDay, formatTimeIn } from './zone-time';

/** Props of SelectionSummary. */
export interface SelectionSummaryProps {
  slot: SlotView;
  adviser: AdviserView | undefined;
  timeZone: string;
}

/**
 * The chosen call in the member's zone and, beside it, in Hong Kong time (the advisers' clock); the Hong Kong day is
 * named too when it is another day (a member in the Americas books the evening before).
 */
export function SelectionSummary({ slot, adviser, timeZone }: SelectionSummaryProps) {
  const { t } = useTranslation('bookingBook');
  const lang = LOCALE_META[useLocale()].htmlLang;
  const at = new Date(slot.startsAt);
  const day = dayIn(timeZone, at);
  const hkDay = dayIn(ADVISER_TIME_ZONE, at);
  const hkTime = formatTimeIn(slot.startsAt, ADVISER_TIME_ZONE, lang);
  return (
    <div className={styles.summary} aria-live="polite">
      <p className={styles.summaryWhen}>
        {t('selection.when', { day: formatDay(day, lang), time: formatTimeIn(slot.startsAt, timeZone, lang), zone: timeZone })}
      </p>
      <p className={styles.summaryHk}>
        {hkDay === day ? t('selection.hkTime', { time: hkTime }) : t('selection.hkDayTime', { day: formatDay(hkDay, lang, 'medium'), time: hkTime })}
      </p>
      {adviser && <p className={styles.summaryAdviser}>{t('selection.with', { adviser: adviser.name })}</p>}
    </div>
  );
}
