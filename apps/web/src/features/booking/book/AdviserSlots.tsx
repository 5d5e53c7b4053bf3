import type { AdviserView, SlotView } from '@sme/shared/schemas/booking';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALE_META, useLocale } from '@/lib/i18n';
import styles from './BookCall.module.css';
import { formatTimeIn } from './zone-time';

/** Props of AdviserSlots. */
export interface AdviserSlotsProps {
  adviser: AdviserView;
  slots: SlotView[];
  timeZone: string;
  selected: SlotView | null;
  onSelect: (slot: SlotView) => void;
}

/** One adviser (name, languages, headline) and their free times of the day, in the member's zone. */
export function AdviserSlots({ adviser, slots, timeZone, selected, onSelect }: AdviserSlotsProps) {
  const { t } = useTranslation('bookingBook');
  const lang = LOCALE_META[useLocale()].htmlLang;
  const headingId = `adviser-${adviser.id}`;
  return (
    <section className={styles.adviser} aria-labelledby={headingId}>
      <header className={styles.adviserHeader}>
        <h3 id={headingId} className={styles.adviserName}>
          {adviser.name}
        </h3>
        <span className={styles.adviserLanguages}>
          {adviser.languages.map((code) => (
            <Tag key={code}>{t(`server:booking.language.${code}`)}</Tag>
          ))}
        </span>
      </header>
      {adviser.headline && <p className={styles.adviserHeadline}>{adviser.headline}</p>}
      <p className={styles.adviserLength}>{t('slots.callLength', { minutes: adviser.callMinutes })}</p>
      <div className={styles.times} role="group" aria-label={t('slots.timesOf', { adviser: adviser.name })}>
        {slots.map((slot) => {
          const isSelected = selected?.adviserId === slot.adviserId && selected.startsAt === slot.startsAt;
          return (
            <Button key={slot.startsAt} type={isSelected ? 'primary' : 'default'} aria-pressed={isSelected} onClick={() => onSelect(slot)}>
              {formatTimeIn(slot.startsAt, timeZone, lang)}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
