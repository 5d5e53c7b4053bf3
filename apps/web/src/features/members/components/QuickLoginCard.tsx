import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '../api/types';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import styles from './QuickLoginCard.module.css';

/** "Continue as {name}" for a visitor whose session is still alive, or a way to sign in with another account. */
export function QuickLoginCard({ result, onUseAnother }: { result: LoginResult; onUseAnother: () => void }) {
  const { t } = useTranslation('accounts');
  const completeSignIn = useCompleteSignIn();
  const { profile } = result;
  const contact = profile.email ?? profile.mobile;
  return (
    <section className={styles.card} aria-label={t('quick.title')}>
      <p className={styles.title}>{t('quick.title')}</p>
      <div className={styles.member}>
        <Avatar size={56} src={profile.avatarImg ?? undefined} icon={<UserOutlined />} className={styles.avatar} />
        <div className={styles.who}>
          <strong>{profile.displayName}</strong>
          {contact && contact !== profile.displayName && <span>{contact}</span>}
        </div>
      </div>
      <Button type="primary" size="large" block className={styles.continue} onClick={() => completeSignIn(result)}>
        {t('quick.continueAs', { name: profile.displayName })}
      </Button>
      <Button type="link" block onClick={onUseAnother}>
        {t('quick.useAnother')}
      </Button>
    </section>
  );
}
