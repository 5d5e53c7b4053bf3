import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import styles from './ContactDetails.module.css';

/** The company's contact details with the reply promise and the adviser call as an alternative. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  const email = t('details.email');
  const phone = t('details.phone');
  const rows: Array<{ key: string; icon: ReactNode; label: string; value: ReactNode }> = [
    { key: 'email', icon: <MailOutlined />, label: t('details.emailLabel'), value: <a href={`mailto:${email}`}>{email}</a> },
    { key: 'phone', icon: <PhoneOutlined />, label: t('details.phoneLabel'), value: <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> },
    { key: 'address', icon: <EnvironmentOutlined />, label: t('details.addressLabel'), value: t('details.address') },
    { key: 'hours', icon: <ClockCircleOutlined />, label: t('details.hoursLabel'), value: t('details.hours') },
  ];
  return (
    <aside className={styles.card} aria-labelledby="contact-details">
      <h2 id="contact-details" className={styles.title}>
        {t('details.title')}
      </h2>
      <dl className={styles.list}>
        {rows.map((row) => (
          // A dl's groups may hold only dt and dd, so the icon sits inside the term (placed beside it by the CSS).
          <div key={row.key} className={styles.row}>
            <dt>
              <span className={styles.icon} aria-hidden>
                {row.icon}
              </span>
              {row.label}
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.reply}>
        <MessageOutlined aria-hidden className={styles.replyIcon} />
        <div>
          <h3>{t('details.replyTitle', { hours: SUPPORT_REPLY_HOURS })}</h3>
          <p>{t('details.replyBody', { hours: SUPPORT_REPLY_HOURS })}</p>
        </div>
      </div>
      <div className={styles.adviser}>
        <h3>{t('details.adviserTitle')}</h3>
        <p>{t('details.adviserBody')}</p>
        <ButtonLink to="/community1">{t('details.adviserCta')}</ButtonLink>
      </div>
    </aside>
  );
}
