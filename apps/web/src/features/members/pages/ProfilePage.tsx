import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { useProfile } from '@/lib/session/get-profile';
import { AccountLinksCard } from '../components/profile/AccountLinksCard';
import { IdentityCard } from '../components/profile/IdentityCard';
import { PersonalDetailsForm } from '../components/profile/PersonalDetailsForm';
import { ProfileMembership } from '../components/profile/ProfileMembership';
import { SignInDetailsCard } from '../components/profile/SignInDetailsCard';
import styles from './ProfilePage.module.css';

/** /profile (signed in): avatar and member number, sign-in email and mobile, links to applications, orders and addresses, the personal details form, then the membership (plan, cards, history). */
export default function ProfilePage() {
  const { t } = useTranslation('accounts');
  const profile = useProfile();

  let body;
  if (profile.data) {
    body = (
      <>
        <div className={styles.layout}>
          <div className={styles.side}>
            <IdentityCard profile={profile.data} />
            <SignInDetailsCard profile={profile.data} />
            <AccountLinksCard />
          </div>
          <PersonalDetailsForm key={profile.data.id} profile={profile.data} />
        </div>
        <ProfileMembership />
      </>
    );
  } else if (profile.isError) {
    body = (
      <Result
        status="warning"
        title={t('profile.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void profile.refetch()}>
            {t('profile.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active avatar paragraph={{ rows: 8 }} />;
  }

  return (
    <PageContainer title={t('common:route.profile')} subtitle={t('common:routeDesc.profile')}>
      {body}
    </PageContainer>
  );
}
