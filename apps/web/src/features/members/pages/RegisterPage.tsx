import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthShell } from '../components/AuthShell';
import styles from '../components/AuthForms.module.css';
import { EmailRegisterForm } from '../components/EmailRegisterForm';
import { MobileRegisterForm } from '../components/MobileRegisterForm';

/** /register: create an account by email or by mobile; the new member is signed in and sent on. */
export default function RegisterPage() {
  const { t } = useTranslation('accounts');
  return (
    <AuthShell title={t('register.title')} subtitle={t('common:routeDesc.register')}>
      <Tabs
        size="large"
        items={[
          { key: 'email', label: t('register.tabEmail'), children: <EmailRegisterForm /> },
          { key: 'mobile', label: t('register.tabMobile'), children: <MobileRegisterForm /> },
        ]}
      />
      <p className={styles.footer}>
        {t('register.haveAccount')} <Link to="/login">{t('register.toLogin')}</Link>
      </p>
    </AuthShell>
  );
}
