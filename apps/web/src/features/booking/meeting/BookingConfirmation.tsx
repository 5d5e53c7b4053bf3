import { CheckCircleFilled, CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import type { BookingStatus, BookingView } from '@sme/shared/schemas/booking';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { formatDateTime } from '@/lib/format/format-date';
import { LOCALE_META, useLocale } from '@/lib/i18n';
import { CallActions } from './CallActions';
import { type Fact, FactList } from './FactList';
import { callMinutesOf } from './format-call-time';
import styles from './Meeting.module.css';
import { useCallTimeFacts } from './use-call-time-facts';

const STATUS_ICONS: Record<BookingStatus, ReactNode> = {
  CONFIRMED: <CheckCircleFilled style={{ color: 'var(--brand-teal)' }} />,
  CANCELLED: <CloseCircleOutlined style={{ color: 'var(--brand-muted)' }} />,
  COMPLETED: <CheckCircleOutlined style={{ color: 'var(--brand-teal)' }} />,
  NO_SHOW: <ExclamationCircleOutlined style={{ color: 'var(--brand-muted)' }} />,
};

/** One call as a card: its state, adviser, time in the member's zone and in Hong Kong, and what can be done next. */
export function BookingConfirmation({ booking }: { booking: BookingView }) {
  const { t } = useTranslation('bookingMeeting');
  const locale = useLocale();
  const titleId = useId();
  const timeFacts = useCallTimeFacts(booking);
  const languages = new Intl.ListFormat(LOCALE_META[locale].htmlLang).format(booking.adviser.languages.map((l) => t(`server:booking.language.${l}`)));

  const facts: Fact[] = [
    { key: 'reference', label: t('field.reference'), value: booking.reference },
    {
      key: 'adviser',
      label: t('field.adviser'),
      value: (
        <>
          <strong>{booking.adviser.name}</strong>
          <span className={styles.adviserMeta}>{booking.adviser.headline}</span>
          <span className={styles.adviserMeta}>{t('speaks', { languages })}</span>
        </>
      ),
    },
    ...timeFacts,
    { key: 'duration', label: t('field.duration'), value: t('minutes', { count: callMinutesOf(booking.startsAt, booking.endsAt) }) },
    ...(booking.topic ? [{ key: 'topic', label: t('field.topic'), value: booking.topic }] : []),
  ];

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.status}>
        <span className={styles.statusIcon} aria-hidden>
          {STATUS_ICONS[booking.status]}
        </span>
        <div>
          <h1 id={titleId} className={styles.statusTitle}>
            {t(`status.${booking.status}`)}
          </h1>
          <p className={styles.statusBody}>{t(`statusBody.${booking.status}`, { when: formatDateTime(booking.cancelledAt, locale) })}</p>
        </div>
      </div>
      <FactList facts={facts} />
      {booking.status === 'CONFIRMED' ? (
        <CallActions booking={booking} />
      ) : (
        <div className={styles.actions}>
          <ButtonLink to="/community1" type="primary">
            {t('bookAnother')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
