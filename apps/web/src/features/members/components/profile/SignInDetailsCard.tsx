import { MailOutlined, MobileOutlined, ShopOutlined } from '@ant-design/icons';
import { formatMobile } from '@sme/shared/phone-display';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { WrappableText } from '@/components/ui/WrappableText';
import type { MemberProfile } from '@/lib/session/user-store';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangeMobileDialog } from './ChangeMobileDialog';
import styles from './ProfileCards.module.css';

/** One sign-in detail: what it is, its value (or "not added"), and the button that changes it. */
function DetailRow({ icon, label, value, action }: { icon: ReactNode; label: string; value: ReactNode; action: ReactNode }) {
  const { t } = useTranslation('accounts');
  return (
    <div className={styles.detailRow}>
      <span className={styles.detailIcon} aria-hidden>
        {icon}
      </span>
      <div className={styles.detailText}>
        <span className={styles.detailLabel}>{label}</span>
        <span className={value ? styles.detailValue : styles.detailEmpty}>{value ?? t('profile.notAdded')}</span>
      </div>
      {action}
    </div>
  );
}

/** The verified company email adviser calls are booked with; it is added and changed on the booking's first step. */
function CompanyEmailRow({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('bookingCompanyEmail');
  const { companyEmail } = profile;
  return (
    <DetailRow
      icon={<ShopOutlined />}
      label={t('profile.label')}
      value={companyEmail && t('profile.verified', { email: companyEmail })}
      action={
        <ButtonLink to="/community1" aria-label={t(companyEmail ? 'profile.changeLabel' : 'profile.addLabel')}>
          {t(companyEmail ? 'profile.change' : 'profile.add')}
        </ButtonLink>
      }
    />
  );
}

/** The email and mobile the member signs in with; each changes through a code sent to the new one. */
export function SignInDetailsCard({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('accounts');
  const [dialog, setDialog] = useState<'email' | 'mobile' | null>(null);
  const close = () => setDialog(null);
  return (
    <section className={styles.card} aria-labelledby="sign-in-details">
      <h2 id="sign-in-details" className={styles.cardTitle}>
        {t('profile.signInDetails')}
      </h2>
      <DetailRow
        icon={<MailOutlined />}
        label={t('fields.email')}
        value={profile.email && <WrappableText text={profile.email} />}
        action={
          <Button onClick={() => setDialog('email')} aria-label={t(profile.email ? 'profile.changeEmail' : 'profile.addEmail')}>
            {t(profile.email ? 'profile.change' : 'profile.add')}
          </Button>
        }
      />
      <DetailRow
        icon={<MobileOutlined />}
        label={t('fields.mobile')}
        value={profile.mobile ? formatMobile(profile.mobile) : null}
        action={
          <Button onClick={() => setDialog('mobile')} aria-label={t(profile.mobile ? 'profile.changeMobile' : 'profile.addMobile')}>
            {t(profile.mobile ? 'profile.change' : 'profile.add')}
          </Button>
        }
      />
      <CompanyEmailRow profile={profile} />
      {dialog === 'email' && <ChangeEmailDialog hasEmail={profile.email !== null} onClose={close} />}
      {dialog === 'mobile' && <ChangeMobileDialog hasMobile={profile.mobile !== null} region={profile.mobileRegion} onClose={close} />}
    </section>
  );
}
