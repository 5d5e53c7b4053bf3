import { CustomerServiceOutlined, EnvironmentOutlined, LockOutlined, SafetyOutlined, TranslationOutlined } from '@ant-design/icons';
import { SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { CheckList } from '../components/CheckList';
import { HelpBand } from '../components/HelpBand';
import { CardGrid, IconCard } from '../components/IconCard';
import { SkylineIllustration } from '../components/illustrations/SkylineIllustration';
import { ButtonLink } from '@/components/ButtonLink';
import styles from './AboutUsPage.module.css';

const OFFER_KEYS = ['company', 'banking', 'loans', 'marketplace', 'membership', 'assistant'] as const;

/** /aboutus: mission, what we offer, our Hong Kong base, the 24-hour reply promise and how we work. */
export default function AboutUsPage() {
  const { t } = useTranslation('marketing');
  return (
    <PageContainer title={t('about.title')} subtitle={t('about.subtitle')}>
      <section className={styles.intro} aria-labelledby="about-mission">
        <div>
          <h2 id="about-mission" className={styles.h2}>
            {t('about.mission.title')}
          </h2>
          <p className={styles.lead}>{t('about.mission.body')}</p>
        </div>
        <div className={styles.art}>
          <SkylineIllustration label={t('about.illustrationLabel')} />
        </div>
      </section>

      <section className={styles.offer} aria-labelledby="about-offer">
        <h2 id="about-offer" className={styles.h2}>
          {t('about.offer.title')}
        </h2>
        <CheckList items={OFFER_KEYS.map((key) => t(`about.offer.${key}`))} />
      </section>

      <div className={styles.pair}>
        <IconCard icon={<EnvironmentOutlined />} title={t('about.base.title')} body={t('about.base.body')} />
        <IconCard
          icon={<CustomerServiceOutlined />}
          title={t('about.support.title')}
          body={t('about.support.body', { hours: SUPPORT_REPLY_HOURS })}
          link={{ to: '/contactus', label: t('common.contactUs') }}
        />
      </div>

      <section aria-labelledby="about-values">
        <h2 id="about-values" className={styles.valuesTitle}>
          {t('about.values.title')}
        </h2>
        <CardGrid>
          <IconCard icon={<TranslationOutlined />} title={t('about.values.plain.title')} body={t('about.values.plain.body')} />
          <IconCard icon={<SafetyOutlined />} title={t('about.values.honest.title')} body={t('about.values.honest.body')} />
          <IconCard icon={<LockOutlined />} title={t('about.values.privacy.title')} body={t('about.values.privacy.body')} />
        </CardGrid>
      </section>

      <HelpBand
        title={t('about.cta.title')}
        body={t('about.support.body', { hours: SUPPORT_REPLY_HOURS })}
        actions={
          <>
            <ButtonLink to="/contactus" type="primary" size="large">
              {t('about.cta.primary')}
            </ButtonLink>
            <ButtonLink to="/hiwork" size="large">
              {t('about.cta.secondary')}
            </ButtonLink>
          </>
        }
      />
    </PageContainer>
  );
}
