import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { MarketingSection } from '../MarketingSection';
import styles from './MerchantSection.module.css';

const STEP_KEYS = ['step1', 'step2', 'step3'] as const;

/** Merchant registration: three steps to open a shop and the sign-up call to action. */
export function MerchantSection() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection id="merchant-registration">
      <div className={styles.band}>
        <div>
          <span className={styles.eyebrow}>{t('home.merchantRegistration.eyebrow')}</span>
          <h2 id="merchant-registration-title" className={styles.title}>
            {t('home.merchantRegistration.title')}
          </h2>
          <p className={styles.body}>{t('home.merchantRegistration.body')}</p>
          <ButtonLink to="/register" type="primary" size="large">
            {t('home.merchantRegistration.cta')}
          </ButtonLink>
        </div>
        <ol className={styles.steps}>
          {STEP_KEYS.map((key, index) => (
            <li key={key} className={styles.step}>
              <span className={styles.index} aria-hidden>
                {index + 1}
              </span>
              {t(`home.merchantRegistration.${key}`)}
            </li>
          ))}
        </ol>
      </div>
    </MarketingSection>
  );
}
