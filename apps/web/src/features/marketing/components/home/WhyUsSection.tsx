import { CustomerServiceOutlined, EnvironmentOutlined, LockOutlined, TagsOutlined, TranslationOutlined, AppstoreOutlined } from '@ant-design/icons';
import { ANNUAL_BILLING_SAVING_PERCENT, SUPPORT_REPLY_HOURS } from '@sme/shared/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard } from '../IconCard';
import { MarketingSection } from '../MarketingSection';

const REASONS: ReadonlyArray<{ key: string; icon: ReactNode }> = [
  { key: 'local', icon: <EnvironmentOutlined /> },
  { key: 'oneAccount', icon: <AppstoreOutlined /> },
  { key: 'support', icon: <CustomerServiceOutlined /> },
  { key: 'languages', icon: <TranslationOutlined /> },
  { key: 'pricing', icon: <TagsOutlined /> },
  { key: 'privacy', icon: <LockOutlined /> },
];

/** Why choose us: six plain reasons, each one something the platform actually does. */
export function WhyUsSection() {
  const { t } = useTranslation('marketing');
  const vars = { hours: SUPPORT_REPLY_HOURS, percent: ANNUAL_BILLING_SAVING_PERCENT };
  return (
    <MarketingSection id="why-us" eyebrow={t('home.whyUs.eyebrow')} title={t('home.whyUs.title')}>
      <CardGrid>
        {REASONS.map(({ key, icon }) => (
          <IconCard key={key} icon={icon} title={t(`home.whyUs.${key}.title`)} body={t(`home.whyUs.${key}.body`, vars)} />
        ))}
      </CardGrid>
    </MarketingSection>
  );
}
