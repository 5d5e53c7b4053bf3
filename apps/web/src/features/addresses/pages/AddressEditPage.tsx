import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ButtonLink';
import { PageContainer } from '@/components/PageContainer';
import { sameSitePath } from '@/lib/navigation/same-site-path';
import { useProfile } from '@/lib/session/get-profile';
import { feedback } from '@/lib/ui/feedback';
import { useAddress } from '../api/get-address';
import { AddressForm } from '../components/AddressForm';

/**
 * /addressEdit (login required): a new address, or ?id= to edit one of the member's; saving returns to the list,
 * or to ?returnTo= (a path of this site, e.g. the checkout that sent the member here).
 */
export default function AddressEditPage() {
  const { t } = useTranslation('addresses');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const address = useAddress(id);
  const profile = useProfile();

  const onSaved = () => {
    void feedback().message.success(t(id ? 'edit.saved' : 'edit.added'));
    void navigate(sameSitePath(params.get('returnTo')) ?? '/addresses');
  };

  let body;
  // The form takes its starting values once: wait for the address (editing) or the member's name and email (adding).
  if ((id && address.isPending) || (!id && profile.isPending)) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (id && !address.data) {
    body = (
      <Result
        status="404"
        title={t('edit.notFound')}
        extra={
          <ButtonLink to="/addresses" type="primary">
            {t('edit.backToList')}
          </ButtonLink>
        }
      />
    );
  } else {
    const contact = { name: recipientName(profile.data), email: profile.data?.email ?? null };
    body = <AddressForm key={address.data?.id ?? 'new'} address={address.data} contact={contact} onSaved={onSaved} />;
  }

  return (
    <PageContainer title={t(id ? 'edit.editTitle' : 'edit.addTitle')} width="narrow">
      {body}
    </PageContainer>
  );
}

/** A delivery name from the profile: the Chinese full name, else the English names; never the nickname or email the header falls back to. */
function recipientName(profile: { fullName: string | null; engFirstName: string | null; engLastName: string | null } | null | undefined): string | null {
  if (!profile) return null;
  if (profile.fullName?.trim()) return profile.fullName.trim();
  const english = [profile.engFirstName, profile.engLastName].filter((n) => n?.trim()).join(' ');
  return english || null;
}
