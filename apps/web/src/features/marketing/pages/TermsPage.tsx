import { ANNUAL_BILLING_SAVING_PERCENT } from '@sme/shared/constants';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { LegalDocument } from '../components/LegalDocument';

/** Sections of the terms of service in reading order (texts in marketing.json under terms.sections). */
const SECTIONS = [
  'accounts',
  'role',
  'orders',
  'applications',
  'membership',
  'assistant',
  'use',
  'ip',
  'liability',
  'termination',
  'changes',
  'law',
  'contact',
] as const;
/** Date the terms last changed; update it with the text. */
const UPDATED = '2026-11-22';

/** /terms: the terms of service, governed by Hong Kong law. */
export default function TermsPage() {
  const { t } = useTranslation('marketing');
  return (
    <PageContainer title={t('terms.title')}>
      <LegalDocument doc="terms" sections={SECTIONS} updated={UPDATED} vars={{ percent: ANNUAL_BILLING_SAVING_PERCENT }} />
    </PageContainer>
  );
}
