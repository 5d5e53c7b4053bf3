import { ANNUAL_BILLING_SAVING_PERCENT } from '@sme/shared/constants';
import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './MembershipFaq.module.css';

const QUESTIONS = ['billing', 'change', 'join', 'company', 'fastTrack', 'cancel'] as const;

/** Frequently asked questions about membership, answered plainly (including that online purchase is not live yet). */
export function MembershipFaq() {
  const { t } = useTranslation('membership');
  return (
    <section className={styles.faq} aria-labelledby="membership-faq">
      <h2 id="membership-faq" className={styles.title}>
        {t('faq.title')}
      </h2>
      <Collapse
        size="large"
        bordered={false}
        className={styles.collapse}
        items={QUESTIONS.map((key) => ({
          key,
          label: t(`faq.${key}.q`),
          children: <p className={styles.answer}>{t(`faq.${key}.a`, { percent: ANNUAL_BILLING_SAVING_PERCENT })}</p>,
        }))}
      />
    </section>
  );
}
