import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useConsoleMe } from '../access/api/get-console-me';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { useConsoleTitle } from '../shell/use-console-title';
import { AdvisersTab } from './advisers/AdvisersTab';
import { CalendarTab } from './calendar/CalendarTab';

/** /console/bookings: the calls calendar at the section's root (both roles), the advisers at /advisers (admins). */
export default function BookingSection() {
  const { t } = useTranslation('consoleBooking');
  const navigate = useNavigate();
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const segment = useLocation().pathname.split('/')[3];
  const tab = isAdmin && segment === 'advisers' ? 'advisers' : 'calendar';
  const tabs = isAdmin ? (['calendar', 'advisers'] as const) : (['calendar'] as const);
  useConsoleTitle(t(`tabs.${tab}`));
  return (
    <>
      <ConsolePageHeader title={t('console:nav.bookings')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(key === 'calendar' ? '/console/bookings' : `/console/bookings/${key}`)}
        items={tabs.map((key) => ({ key, label: t(`tabs.${key}`) }))}
      />
      <Routes>
        <Route index element={<CalendarTab isAdmin={isAdmin} />} />
        {isAdmin && <Route path="advisers" element={<AdvisersTab />} />}
        <Route path="*" element={<Navigate to="/console/bookings" replace />} />
      </Routes>
    </>
  );
}
