import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WrappableText } from '@/components/ui/WrappableText';
import type { MemberProfile } from '@/lib/session/user-store';
import { AvatarUpload } from './AvatarUpload';
import styles from './ProfileCards.module.css';

/** Who the member is at a glance: avatar, display name and member number. */
export function IdentityCard({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('accounts');
  return (
    <section className={`${styles.card} ${styles.identity}`} aria-label={t('profile.identity')}>
      <AvatarUpload profile={profile} />
      <h2 className={styles.name}>{profile.displayName ? <WrappableText text={profile.displayName} /> : t('profile.noName')}</h2>
      <p className={styles.memberNo}>
        {t('profile.memberNo')}{' '}
        <Typography.Text copyable={{ text: profile.memberNo }} strong>
          {profile.memberNo}
        </Typography.Text>
      </p>
    </section>
  );
}
