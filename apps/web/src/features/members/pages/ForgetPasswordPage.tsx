import { CheckCircleFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Result, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';
import { isLoggedIn, logout } from '@/lib/session/user-store';
import { AuthShell } from '../components/AuthShell';
import styles from '../components/AuthForms.module.css';
import { EmailResetForm } from '../components/EmailResetForm';
import { MobileResetForm } from '../components/MobileResetForm';

/** /forgetpwd: reset the password by email or by mobile, then a clear way to sign in with it. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('accounts');
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);

  const onDone = () => {
    // The reset revoked every session of the account, this device's included.
    if (isLoggedIn()) {
      logout();
      queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
    }
    setDone(true);
  };

  if (done) {
    return (
      <AuthShell title={t('reset.title')}>
        <Result
          status="success"
          icon={<CheckCircleFilled />}
          title={t('reset.doneTitle')}
          subTitle={t('reset.doneBody')}
          extra={
            <ButtonLink to="/login" type="primary" size="large">
              {t('reset.toLogin')}
            </ButtonLink>
          }
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Tabs
        size="large"
        items={[
          { key: 'email', label: t('reset.tabEmail'), children: <EmailResetForm onDone={onDone} /> },
          { key: 'mobile', label: t('reset.tabMobile'), children: <MobileResetForm onDone={onDone} /> },
        ]}
      />
      <p className={styles.footer}>
        {t('reset.remembered')} <Link to="/login">{t('reset.toLogin')}</Link>
      </p>
    </AuthShell>
  );
}
