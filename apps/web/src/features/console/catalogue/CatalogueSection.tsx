import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ConsolePageHeader } from '../kit/ConsolePageHeader';
import { useConsoleTitle } from '../shell/use-console-title';
import { AdsPage } from './ads/AdsPage';
import { CategoriesPage } from './taxonomy/CategoriesPage';
import { MerchantFormPage } from './merchants/MerchantFormPage';
import { MerchantsListPage } from './merchants/MerchantsListPage';
import { RatesPage } from './rates/RatesPage';
import { TagsPage } from './taxonomy/TagsPage';

/** The section's tabs, each a sub-route of /console/catalogue. */
const TABS = ['merchants', 'categories', 'tags', 'ads', 'rates'] as const;

/** /console/catalogue (admins): merchants, categories, tags, ads & banners and exchange rates as tabs with their own URLs. */
export default function CatalogueSection() {
  const { t } = useTranslation('consoleCatalogue');
  const navigate = useNavigate();
  const segment = useLocation().pathname.split('/')[3];
  const tab = TABS.find((k) => k === segment) ?? 'merchants';
  useConsoleTitle(t(`tabs.${tab}`));
  return (
    <>
      <ConsolePageHeader title={t('console:nav.catalogue')} />
      <Tabs activeKey={tab} onChange={(key) => void navigate(`/console/catalogue/${key}`)} items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))} />
      <Routes>
        <Route index element={<Navigate to="merchants" replace />} />
        <Route path="merchants" element={<MerchantsListPage />} />
        <Route path="merchants/new" element={<MerchantFormPage />} />
        <Route path="merchants/:id" element={<MerchantFormPage />} />
        <Route path="categories" element={<CategoriesPage />} />
        <Route path="tags" element={<TagsPage />} />
        <Route path="ads" element={<AdsPage />} />
        <Route path="rates" element={<RatesPage />} />
        <Route path="*" element={<Navigate to="merchants" replace />} />
      </Routes>
    </>
  );
}
