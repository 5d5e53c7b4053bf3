import { PlusOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { useConsoleTitle } from '../shell/use-console-title';

/** The promotions section's heading, its two tabs (promo codes, coupon offers; each its own URL) and the tab's "new" button. */
export function PromotionsTabs({ active, children }: { active: 'codes' | 'offers'; children: ReactNode }) {
  const { t } = useTranslation('consolePromotions');
  const navigate = useNavigate();
  useConsoleTitle(t(`tabs.${active}`));
  return (
    <>
      <ConsolePageHeader
        title={t('title')}
        extra={
          <Link to={active === 'codes' ? '/console/promotions/codes/new' : '/console/promotions/offers/new'}>
            <Button type="primary" icon={<PlusOutlined />}>
              {t(active === 'codes' ? 'codes.new' : 'offers.new')}
            </Button>
          </Link>
        }
      />
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate(key === 'codes' ? '/console/promotions' : '/console/promotions/offers')}
        items={[
          { key: 'codes', label: t('tabs.codes') },
          { key: 'offers', label: t('tabs.offers') },
        ]}
      />
      {children}
    </>
  );
}
