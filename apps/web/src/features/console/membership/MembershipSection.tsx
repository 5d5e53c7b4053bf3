import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { useConsoleTitle } from '../shell/use-console-title';
import { CardBatchesTab } from './cards/CardBatchesTab';
import { MembersTab } from './members/MembersTab';
import { PlansTab } from './plans/PlansTab';

/** The section's tabs: members at /console/membership (`?member=<id>` opens one), cards and plans at their own paths. */
const TABS = ['members', 'cards', 'plans'] as const;

/** /console/membership (admins): a member's membership with grant / extend / end, membership card batches, and the plans' VIP discounts. */
export default function MembershipSection() {
  const { t } = useTranslation('consoleMembership');
  const navigate = useNavigate();
  const segment = useLocation().pathname.split('/')[3];
  const tab = TABS.find((k) => k === segment) ?? 'members';
  useConsoleTitle(t(`tabs.${tab}`));
  return (
    <>
      <ConsolePageHeader title={t('console:nav.membership')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(key === 'members' ? '/console/membership' : `/console/membership/${key}`)}
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      <Routes>
        <Route index element={<MembersTab />} />
        <Route path="cards" element={<CardBatchesTab />} />
        <Route path="plans" element={<PlansTab />} />
        <Route path="*" element={<Navigate to="/console/membership" replace />} />
      </Routes>
    </>
  );
}
