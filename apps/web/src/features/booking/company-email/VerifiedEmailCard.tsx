import { CheckCircleFilled, MailOutlined } from '@ant-design/icons';
import type { CompanyEmailView } from '@sme/shared/schemas/booking';
import { Button, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { formatDate } from '@/lib/format/format-date';
import { useLocale } from '@/lib/i18n';
import styles from './CompanyEmail.module.css';

/** Where the next step is. */
export const CHOOSE_TIME_PATH = '/community2';

interface VerifiedEmailCardProps {
  view: CompanyEmailView & { companyEmail: string };
  /** Verified a moment ago on this page (a success message, focus moved here) rather than on an earlier visit. */
  fresh: boolean;
  onChange: () => void;
}

/** The member's verified company email with the way on to choosing a time, or to verifying another address. */
export function VerifiedEmailCard({ view, fresh, onChange }: VerifiedEmailCardProps) {
  const { t } = useTranslation('bookingCompanyEmail');
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);

  // The form the member just used is gone: tell screen readers and keyboards where they are now.
  useEffect(() => {
    if (fresh) heading.current?.focus();
  }, [fresh]);

  return (
    <section className={styles.card} aria-labelledby="company-email-verified">
      <div className={styles.verifiedHead}>
        <span className={fresh ? styles.successIcon : styles.cardIcon} aria-hidden>
          {fresh ? <CheckCircleFilled /> : <MailOutlined />}
        </span>
        <div>
          <h2 id="company-email-verified" ref={heading} tabIndex={-1} className={styles.cardTitle}>
            {t(fresh ? 'verified.freshTitle' : 'verified.title')}
          </h2>
          <p className={styles.cardIntro}>{t(fresh ? 'verified.freshBody' : 'verified.body')}</p>
        </div>
      </div>
      <div className={styles.emailBox}>
        <span className={styles.emailValue}>{view.companyEmail}</span>
        <Tag color="success" icon={<CheckCircleFilled />} className={styles.verifiedTag}>
          {t('verified.badge')}
        </Tag>
        {view.verifiedAt && <span className={styles.emailMeta}>{t('verified.since', { date: formatDate(view.verifiedAt, locale) })}</span>}
      </div>
      <div className={styles.actions}>
        <ButtonLink to={CHOOSE_TIME_PATH} type="primary" size="large">
          {t(fresh ? 'verified.chooseTime' : 'verified.continue')}
        </ButtonLink>
        <Button size="large" type="text" onClick={onChange}>
          {t('verified.change')}
        </Button>
      </div>
    </section>
  );
}
