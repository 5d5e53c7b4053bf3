import { CheckCircleFilled, EnvironmentFilled } from '@ant-design/icons';
import { SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import { useTranslation } from 'react-i18next';
import { HeroIllustration } from '../illustrations/HeroIllustration';
import { ButtonLink } from '@/components/ButtonLink';
import { useIsLoggedIn } from '@/lib/session/user-store';
import styles from './HomeHero.module.css';

/**
 * The landing hero: headline, subline, sign-up (for a signed-in member: the marketplace instead) and membership calls
 * to action, three honest highlights.
 */
export function HomeHero() {
  const { t } = useTranslation('marketing');
  const signedIn = useIsLoggedIn();
  const highlights = [t('home.hero.highlight1'), t('home.hero.highlight2', { hours: SUPPORT_REPLY_HOURS }), t('home.hero.highlight3')];
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.inner}>
        <div>
          <span className={styles.eyebrow}>
            <EnvironmentFilled aria-hidden /> {t('home.hero.eyebrow')}
          </span>
          <h1 id="home-hero-title" className={styles.title}>
            {t('home.hero.title')}
          </h1>
          <p className={styles.subtitle}>{t('home.hero.subtitle')}</p>
          <div className={styles.actions}>
            <ButtonLink to={signedIn ? '/marketplace' : '/register'} type="primary" size="large" className={styles.primary}>
              {t(signedIn ? 'home.hero.ctaMember' : 'home.hero.ctaPrimary')}
            </ButtonLink>
            <ButtonLink to="/member" size="large" className={styles.secondary}>
              {t('home.hero.ctaSecondary')}
            </ButtonLink>
          </div>
          <ul className={styles.highlights}>
            {highlights.map((text) => (
              <li key={text}>
                <CheckCircleFilled aria-hidden /> {text}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.art}>
          <HeroIllustration label={t('home.hero.illustrationLabel')} />
        </div>
      </div>
    </section>
  );
}
