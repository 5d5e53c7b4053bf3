import { BankOutlined, CommentOutlined, FundOutlined, RobotOutlined, ShopOutlined, SolutionOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard } from '../IconCard';
import { MarketingSection } from '../MarketingSection';

// Company formation leads to the Hong Kong applicants' form, with a second link for applicants living in Mainland China.
const SOLUTIONS: ReadonlyArray<{ key: string; icon: ReactNode; to: string; secondTo?: string }> = [
  { key: 'company', icon: <SolutionOutlined />, to: '/regHKComp', secondTo: '/regChinaComp' },
  { key: 'banking', icon: <BankOutlined />, to: '/regBank' },
  { key: 'financing', icon: <FundOutlined />, to: '/loan' },
  { key: 'marketplace', icon: <ShopOutlined />, to: '/marketplace' },
  { key: 'assistant', icon: <RobotOutlined />, to: '/chat' },
  { key: 'advisers', icon: <CommentOutlined />, to: '/community1' },
];

/** The solutions grid: each service of the platform with a link to where it starts. */
export function SolutionsSection() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingSection id="solutions" eyebrow={t('home.solutions.eyebrow')} title={t('home.solutions.title')} subtitle={t('home.solutions.subtitle')}>
      <CardGrid>
        {SOLUTIONS.map(({ key, icon, to, secondTo }) => (
          <IconCard
            key={key}
            icon={icon}
            title={t(`home.solutions.${key}.title`)}
            body={t(`home.solutions.${key}.body`)}
            link={{ to, label: t(`home.solutions.${key}.cta`) }}
            secondaryLink={secondTo ? { to: secondTo, label: t(`home.solutions.${key}.ctaMainland`) } : undefined}
          />
        ))}
      </CardGrid>
    </MarketingSection>
  );
}
