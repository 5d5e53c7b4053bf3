import { SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { useIsLoggedIn } from '@/lib/session/user-store';
import styles from './ClosingBand.module.css';

/** The last call to action of the landing page, with the newsletter as the quieter alternative. */
export function ClosingBand() {
  const { t } = useTranslation('marketing');
  // A member has an account already: no invitation to create one.
  const signedIn = useIsLoggedIn();
  return (
    <section className={styles.band} aria-labelledby="closing-title">
      <div className={styles.card}>
        <h2 id="closing-title" className={styles.title}>
          {t('home.closing.title')}
        </h2>
        <p className={styles.body}>{t(signedIn ? 'home.closing.bodyMember' : 'home.closing.body', { hours: SUPPORT_REPLY_HOURS })}</p>
        <div className={styles.actions}>
          <ButtonLink to="/getstarted" size="large" className={styles.primary}>
            {t('home.closing.ctaPrimary')}
          </ButtonLink>
          <ButtonLink to="/contactus" size="large" className={styles.ghost}>
            {t('home.closing.ctaSecondary')}
          </ButtonLink>
        </div>
        <p className={styles.newsletter}>
          <Link to="/subscribe">{t('home.closing.newsletter')}</Link>
        </p>
      </div>
    </section>
  );
}
