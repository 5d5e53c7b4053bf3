import { BankOutlined, FileProtectOutlined, FlagOutlined, MoneyCollectOutlined, RobotOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard } from '../IconCard';
import { MarketingSection } from '../MarketingSection';
import { TENURE_RANGE } from '../../loan-range';

const OFFERINGS: ReadonlyArray<{ key: string; icon: ReactNode; to: string }> = [
  { key: 'hkCompany', icon: <FileProtectOutlined />, to: '/regHKComp' },
  { key: 'chinaCompany', icon: <FlagOutlined />, to: '/regChinaComp' },
  { key: 'bankAccount', icon: <BankOutlined />, to: '/regBank' },
  { key: 'loan', icon: <MoneyCollectOutlined />, to: '/regLoan' },
  { key: 'adviser', icon: <VideoCameraOutlined />, to: '/community1' },
  { key: 'assistant', icon: <RobotOutlined />, to: '/ask' },
];

/** Offerings: the services a visitor can start online today, each linking to its form or page. */
export function OfferingsSection() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection id="offerings" eyebrow={t('home.offerings.eyebrow')} title={t('home.offerings.title')} subtitle={t('home.offerings.subtitle')}>
      <CardGrid>
        {OFFERINGS.map(({ key, icon, to }) => (
          <IconCard
            key={key}
            icon={icon}
            title={t(`home.offerings.${key}.title`)}
            body={t(`home.offerings.${key}.body`, TENURE_RANGE)}
            link={{ to, label: t('home.offerings.cta') }}
          />
        ))}
      </CardGrid>
    </MarketingSection>
  );
}
