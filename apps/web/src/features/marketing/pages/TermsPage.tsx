import { ANNUAL_BILLING_SAVING_PERCENT } from '@sme/shared/constants';
import { LEGAL_UPDATED, TERMS_SECTIONS } from '@sme/shared/legal-documents';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { LegalDocument } from '../components/LegalDocument';

/** /terms: the terms of service, governed by Hong Kong law. */
export default function TermsPage() {
  const { t } = useTranslation('marketing');
  return (
    <PageContainer title={t('terms.title')}>
      <LegalDocument doc="terms" sections={TERMS_SECTIONS} updated={LEGAL_UPDATED.terms} vars={{ percent: ANNUAL_BILLING_SAVING_PERCENT }} />
    </PageContainer>
  );
}
