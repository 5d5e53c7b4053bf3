import { ADVISER_LANGUAGES, type AdviserLanguage } from '@sme/shared/booking-rules';
import { Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdvisers } from '@/lib/booking/slots';
import styles from './BookCall.module.css';
import { TimeZoneSelect } from './TimeZoneSelect';

const ANY = 'any';

/** Props of CallFilters. */
export interface CallFiltersProps {
  timeZone: string;
  onTimeZoneChange: (zone: string) => void;
  language: AdviserLanguage | undefined;
  onLanguageChange: (language: AdviserLanguage | undefined) => void;
  adviserId: string | undefined;
  onAdviserChange: (adviserId: string | undefined) => void;
}

/** The timezone the times are shown in, the language the member would like to speak, and optionally one adviser. */
export function CallFilters({ timeZone, onTimeZoneChange, language, onLanguageChange, adviserId, onAdviserChange }: CallFiltersProps) {
  const { t } = useTranslation('bookingBook');
  const advisers = useAdvisers(language);
  const languageOptions = [
    { value: ANY, label: t('filters.anyLanguage') },
    ...ADVISER_LANGUAGES.map((code) => ({ value: code, label: t(`server:booking.language.${code}`) })),
  ];
  const adviserOptions = [{ value: ANY, label: t('filters.anyAdviser') }, ...(advisers.data ?? []).map((a) => ({ value: a.id, label: a.name }))];

  return (
    <div className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor="book-time-zone" className={styles.label}>
          {t('filters.timeZone')}
        </label>
        <TimeZoneSelect id="book-time-zone" value={timeZone} onChange={onTimeZoneChange} />
      </div>
      <div className={styles.field}>
        <span id="book-language" className={styles.label}>
          {t('filters.language')}
        </span>
        <Segmented
          aria-labelledby="book-language"
          value={language ?? ANY}
          options={languageOptions}
          onChange={(value) => onLanguageChange(value === ANY ? undefined : (value as AdviserLanguage))}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="book-adviser" className={styles.label}>
          {t('filters.adviser')}
        </label>
        <Select
          id="book-adviser"
          className={styles.fill}
          value={adviserId ?? ANY}
          options={adviserOptions}
          loading={advisers.isPending}
          onChange={(value: string) => onAdviserChange(value === ANY ? undefined : value)}
        />
      </div>
    </div>
  );
}
