import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './BookingSteps.module.css';

/** The three steps of booking an adviser call, in order: /community1, /community2, /meeting. */
export const BOOKING_STEPS = ['email', 'time', 'confirmed'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** "1 Company email · 2 Choose a time · 3 Confirmed": the steps before `current` are done, `current` is highlighted. */
export function BookingSteps({ current }: { current: BookingStep }) {
  const { t } = useTranslation('bookingCompanyEmail');
  return (
    <nav className={styles.steps} aria-label={t('steps.label')}>
      <Steps
        size="small"
        // Titles under their numbers keep all three steps on one line on a phone.
        titlePlacement="vertical"
        responsive={false}
        current={BOOKING_STEPS.indexOf(current)}
        // Once the call is booked the last step is done, not in progress.
        status={current === 'confirmed' ? 'finish' : 'process'}
        items={BOOKING_STEPS.map((step) => ({ title: t(`steps.${step}`) }))}
      />
    </nav>
  );
}
