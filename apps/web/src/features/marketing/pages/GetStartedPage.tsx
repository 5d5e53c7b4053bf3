import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { HeroIllustration } from '../components/illustrations/HeroIllustration';
import { ButtonLink } from '@/components/ButtonLink';
import { NumberedSteps } from '../components/NumberedSteps';
import styles from './GetStartedPage.module.css';

/** Each onboarding step and where its calls to action lead. */
const STEPS: ReadonlyArray<{ key: string; links: ReadonlyArray<{ to: string; label: string }> }> = [
  { key: 'step1', links: [{ to: '/register', label: 'cta' }] },
  { key: 'step2', links: [{ to: '/profile', label: 'cta' }] },
  {
    key: 'step3',
    links: [
      { to: '/regHKComp', label: 'cta' },
      { to: '/regChinaComp', label: 'ctaMainland' },
      { to: '/regBank', label: 'ctaAlt' },
      { to: '/applications', label: 'ctaTrack' },
    ],
  },
  { key: 'step4', links: [{ to: '/marketplace', label: 'cta' }] },
  { key: 'step5', links: [{ to: '/member', label: 'cta' }] },
];

/** /getstarted: the onboarding path from sign-up to membership, each step with a way to do it now. */
export default function GetStartedPage() {
  const { t } = useTranslation('marketing');
  return (
    <PageContainer title={t('getStarted.title')} subtitle={t('getStarted.subtitle')}>
      <div className={styles.layout}>
        <NumberedSteps
          steps={STEPS.map(({ key, links }, index) => ({
            key,
            title: t(`getStarted.${key}.title`),
            body: t(`getStarted.${key}.body`),
            actions: links.map((link, i) => (
              <ButtonLink key={link.to} to={link.to} type={index === 0 && i === 0 ? 'primary' : 'default'}>
                {t(`getStarted.${key}.${link.label}`)}
              </ButtonLink>
            )),
          }))}
        />
        <aside className={styles.aside} aria-labelledby="getstarted-help">
          <HeroIllustration label={t('home.hero.illustrationLabel')} />
          <h2 id="getstarted-help" className={styles.asideTitle}>
            {t('getStarted.help.title')}
          </h2>
          <p className={styles.asideBody}>{t('getStarted.help.body')}</p>
          <div className={styles.asideActions}>
            <ButtonLink to="/community1" type="primary">
              {t('getStarted.help.ctaAdviser')}
            </ButtonLink>
            <ButtonLink to="/chat">{t('getStarted.help.ctaAssistant')}</ButtonLink>
          </div>
        </aside>
      </div>
    </PageContainer>
  );
}
