import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "This email/number is already registered. Log in instead" under the field of the registration form. */
export function TakenHint({ channel }: { channel: 'email' | 'mobile' }) {
  const { t } = useTranslation('accounts');
  return (
    <span>
      {t(channel === 'email' ? 'register.emailTaken' : 'register.mobileTaken')} <Link to="/login">{t('register.loginInstead')}</Link>
    </span>
  );
}
