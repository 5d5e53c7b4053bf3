import { ShopOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { HelpBand } from '../components/HelpBand';
import { ButtonLink } from '@/components/ButtonLink';
import { NumberedSteps } from '../components/NumberedSteps';
import styles from './HowItWorksPage.module.css';

const AUDIENCES: ReadonlyArray<{ key: 'buyers' | 'merchants'; icon: ReactNode }> = [
  { key: 'buyers', icon: <ShoppingCartOutlined /> },
  { key: 'merchants', icon: <ShopOutlined /> },
];
const STEP_KEYS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;
/** Steps with a way to do them now: a merchant without a Hong Kong company registers one (as a Hong Kong or a Mainland applicant). */
const STEP_LINKS: Partial<Record<string, ReadonlyArray<{ to: string; label: string }>>> = {
  'merchants.step1': [
    { to: '/regHKComp', label: 'ctaHk' },
    { to: '/regChinaComp', label: 'ctaMainland' },
  ],
};

/** /hiwork: how the platform works, step by step for buyers and for merchants side by side. */
export default function HowItWorksPage() {
  const { t } = useTranslation('marketing');
  return (
    <PageContainer title={t('hiwork.title')} subtitle={t('hiwork.subtitle')}>
      <div className={styles.columns}>
        {AUDIENCES.map(({ key, icon }) => (
          <section key={key} className={styles.column} aria-labelledby={`hiwork-${key}`}>
            <div className={styles.columnHead}>
              <span className={styles.columnIcon} aria-hidden>
                {icon}
              </span>
              <h2 id={`hiwork-${key}`} className={styles.columnTitle}>
                {t(`hiwork.${key}.title`)}
              </h2>
            </div>
            <NumberedSteps
              steps={STEP_KEYS.map((step) => ({
                key: step,
                title: t(`hiwork.${key}.${step}.title`),
                body: t(`hiwork.${key}.${step}.body`),
                actions: STEP_LINKS[`${key}.${step}`]?.map((link, i) => (
                  <ButtonLink key={link.to} to={link.to} type={i === 0 ? 'primary' : 'default'}>
                    {t(`hiwork.${key}.${step}.${link.label}`)}
                  </ButtonLink>
                )),
              }))}
            />
          </section>
        ))}
      </div>
      <HelpBand
        title={t('hiwork.help.title')}
        body={t('hiwork.help.body', { hours: SUPPORT_REPLY_HOURS })}
        actions={
          <>
            <ButtonLink to="/contactus" type="primary" size="large">
              {t('hiwork.help.ctaContact')}
            </ButtonLink>
            <ButtonLink to="/community1" size="large">
              {t('hiwork.help.ctaAdviser')}
            </ButtonLink>
          </>
        }
      />
    </PageContainer>
  );
}
