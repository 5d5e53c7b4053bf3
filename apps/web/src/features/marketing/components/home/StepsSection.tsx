import { LinkOutlined, RiseOutlined, UserAddOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { MarketingSection } from '../MarketingSection';
import styles from './StepsSection.module.css';

const STEPS: ReadonlyArray<{ key: 'join' | 'connect' | 'grow'; icon: ReactNode }> = [
  { key: 'join', icon: <UserAddOutlined /> },
  { key: 'connect', icon: <LinkOutlined /> },
  { key: 'grow', icon: <RiseOutlined /> },
];

/** Easy steps: join, connect, grow — numbered, on the dark brand band. */
export function StepsSection() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection id="steps" tone="dark" eyebrow={t('home.steps.eyebrow')} title={t('home.steps.title')}>
      <ol className={styles.steps}>
        {STEPS.map(({ key, icon }, index) => (
          <li key={key} className={styles.step}>
            <span className={styles.number} aria-hidden>
              {index + 1}
            </span>
            <span className={styles.icon} aria-hidden>
              {icon}
            </span>
            <h3 className={styles.title}>{t(`home.steps.${key}.title`)}</h3>
            <p className={styles.body}>{t(`home.steps.${key}.body`)}</p>
          </li>
        ))}
      </ol>
      <div className={styles.cta}>
        <ButtonLink to="/getstarted" size="large" type="primary">
          {t('home.steps.cta')}
        </ButtonLink>
      </div>
    </MarketingSection>
  );
}
