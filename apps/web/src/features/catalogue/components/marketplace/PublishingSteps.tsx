import { CalendarOutlined, RobotOutlined, RocketOutlined, UploadOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Marketplace.module.css';
import { MarketSection } from './MarketSection';

/** The four publishing steps of spec section 2, each with where to start it. */
const STEPS: ReadonlyArray<{ key: string; icon: ReactNode; to: string }> = [
  { key: 'consultation', icon: <CalendarOutlined />, to: '/community1' },
  { key: 'listProducts', icon: <UploadOutlined />, to: '/contactus' },
  { key: 'embraceAi', icon: <RobotOutlined />, to: '/chat' },
  { key: 'matching', icon: <RocketOutlined />, to: '/mcList' },
];

/** How a business gets listed: book a consultation, list products, embrace AI and blockchain, accelerate matching. */
export function PublishingSteps() {
  const { t } = useTranslation('catalogue');
  return (
    <MarketSection id="steps" tone="tint" title={t('marketplace.steps.title')} subtitle={t('marketplace.steps.subtitle')}>
      <ol className={styles.steps}>
        {STEPS.map((step, i) => (
          <li key={step.key} className={styles.step}>
            <span className={styles.stepIcon} aria-hidden>
              {step.icon}
            </span>
            <span className={styles.stepNumber}>{t('marketplace.steps.number', { n: i + 1 })}</span>
            <h3 className={styles.stepTitle}>{t(`marketplace.steps.${step.key}.title`)}</h3>
            <p className={styles.stepBody}>{t(`marketplace.steps.${step.key}.body`)}</p>
            <Link to={step.to} className={styles.stepLink}>
              {t(`marketplace.steps.${step.key}.cta`)}
            </Link>
          </li>
        ))}
      </ol>
    </MarketSection>
  );
}
