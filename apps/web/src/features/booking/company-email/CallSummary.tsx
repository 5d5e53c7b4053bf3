import {
  BankOutlined,
  CalendarOutlined,
  CrownOutlined,
  FileProtectOutlined,
  GlobalOutlined,
  LockOutlined,
  MoneyCollectOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './CompanyEmail.module.css';

/** What a client adviser can help with, in the order the services are offered. */
const TOPICS: ReadonlyArray<{ key: string; icon: ReactNode }> = [
  { key: 'companyRegistration', icon: <FileProtectOutlined /> },
  { key: 'bankAccount', icon: <BankOutlined /> },
  { key: 'loans', icon: <MoneyCollectOutlined /> },
  { key: 'membership', icon: <CrownOutlined /> },
];

/** What the call is, before the member gives anything: free, 30 minutes, the topics, the languages, why a company email. */
export function CallSummary() {
  const { t } = useTranslation('bookingCompanyEmail');
  return (
    <aside className={styles.summary} aria-labelledby="call-summary">
      <span className={styles.summaryIcon} aria-hidden>
        <VideoCameraOutlined />
      </span>
      <h2 id="call-summary" className={styles.summaryTitle}>
        {t('call.title')}
      </h2>
      <p className={styles.summaryText}>{t('call.body')}</p>
      <h3 className={styles.summaryHeading}>{t('call.topicsTitle')}</h3>
      <ul className={styles.topics}>
        {TOPICS.map((topic) => (
          <li key={topic.key}>
            <span className={styles.topicIcon} aria-hidden>
              {topic.icon}
            </span>
            {t(`call.topics.${topic.key}`)}
          </li>
        ))}
      </ul>
      <ul className={styles.facts}>
        <li>
          <GlobalOutlined aria-hidden /> {t('call.languages')}
        </li>
        <li>
          <CalendarOutlined aria-hidden /> {t('call.invite')}
        </li>
        <li>
          <LockOutlined aria-hidden /> {t('call.why')}
        </li>
      </ul>
    </aside>
  );
}
