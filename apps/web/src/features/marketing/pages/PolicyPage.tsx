import { SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import { LEGAL_UPDATED, POLICY_SECTIONS } from '@sme/shared/legal-documents';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { LegalDocument } from '../components/LegalDocument';

/** /policy: the privacy policy under Hong Kong's Personal Data (Privacy) Ordinance. */
export default function PolicyPage() {
  const { t } = useTranslation('marketing');
  return (
    <PageContainer title={t('policy.title')}>
      <LegalDocument doc="policy" sections={POLICY_SECTIONS} updated={LEGAL_UPDATED.policy} vars={{ hours: SUPPORT_REPLY_HOURS }} />
    </PageContainer>
  );
}
