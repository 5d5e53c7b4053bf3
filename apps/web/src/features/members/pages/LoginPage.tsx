import { Codes } from '@sme/shared/codes';
import { Alert, Flex, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { readCookie, SESSION_COOKIES } from '@/lib/session/cookies';
import type { LoginRouteState } from '@/lib/session/login-redirect';
import { hasClickedLogout } from '@/lib/session/user-store';
import { useQuickLogin } from '../api/quick-login';
import { AuthShell } from '../components/AuthShell';
import styles from '../components/AuthForms.module.css';
import { EmailLoginForm } from '../components/EmailLoginForm';
import { MobileLoginForm } from '../components/MobileLoginForm';
import { QuickLoginCard } from '../components/QuickLoginCard';
import { SocialSignIn } from '../components/SocialSignIn';

/** The social sign-in failures the server reports back as /login?oidcError=<code>. */
const OIDC_ERRORS: Record<string, string> = {
  [Codes.SOCIAL_TOKEN_INVALID.code]: Codes.SOCIAL_TOKEN_INVALID.key,
  [Codes.SOCIAL_NOT_SUPPORTED.code]: Codes.SOCIAL_NOT_SUPPORTED.key,
  // The only refusal of a completed social sign-in: the account was disabled in the back office.
  [Codes.FORBIDDEN.code]: 'auth.accountDisabled',
};

/** /login: email + password or mobile + one-time code, social sign-in, and "continue as" for a live session. */
export default function LoginPage() {
  const { t } = useTranslation('accounts');
  const location = useLocation();
  const [params] = useSearchParams();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [anotherAccount, setAnotherAccount] = useState(false);
  // Read on arrival only: a visitor who logged out in this tab chose to sign in again, so nothing is offered.
  const [arrivalMemberId] = useState(() => (hasClickedLogout() ? null : (readCookie(SESSION_COOKIES.memberId) ?? null)));
  const quick = useQuickLogin(arrivalMemberId);

  const fromGuard = (location.state as LoginRouteState | null)?.fromGuard === true;
  const oidcErrorKey = OIDC_ERRORS[params.get('oidcError') ?? ''];
  const formProps = { termsAccepted, onTermsChange: setTermsAccepted };

  const body = quick.isLoading ? (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin aria-label={t('common:common.loading')} />
    </Flex>
  ) : quick.data && !anotherAccount ? (
    <QuickLoginCard result={quick.data} onUseAnother={() => setAnotherAccount(true)} />
  ) : (
    <>
      <Tabs
        size="large"
        items={[
          { key: 'email', label: t('login.tabEmail'), children: <EmailLoginForm {...formProps} /> },
          { key: 'mobile', label: t('login.tabMobile'), children: <MobileLoginForm {...formProps} /> },
        ]}
      />
      <SocialSignIn termsAccepted={termsAccepted} />
      <p className={styles.footer}>
        {t('login.noAccount', { brand: t('common:brand.name') })} <Link to="/register">{t('login.toRegister')}</Link>
      </p>
    </>
  );

  return (
    <AuthShell title={t('login.title')} subtitle={t('common:routeDesc.login')}>
      {fromGuard && <Alert className={styles.alert} type="info" showIcon title={t('common:guard.loginRequired')} />}
      {oidcErrorKey && <Alert className={styles.alert} type="error" showIcon title={t(`server:${oidcErrorKey}`)} />}
      {body}
    </AuthShell>
  );
}
