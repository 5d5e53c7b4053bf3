import { SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { LegalDocument } from '../components/LegalDocument';

/** Sections of the privacy policy in reading order (their texts live in marketing.json under policy.sections). */
const SECTIONS = [
  'who',
  'collect',
  'purposes',
  'marketing',
  'sharing',
  'retention',
  'security',
  'rights',
  'cookies',
  'children',
  'changes',
  'contact',
] as const;
/** Date the policy text last changed; update it with the text. */
const UPDATED = '2026-11-22';

/** /policy: the privacy policy under Hong Kong's Personal Data (Privacy) Ordinance. */
export default function PolicyPage() {
  const { t } = useTranslation('marketing');
  return (
    <PageContainer title={t('policy.title')}>
      <LegalDocument doc="policy" sections={SECTIONS} updated={UPDATED} vars={{ hours: SUPPORT_REPLY_HOURS }} />
    </PageContainer>
  );
}
