import { Tabs } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/PageContainer';
import { FavouriteMerchants } from '../components/FavouriteMerchants';
import { FavouriteProducts } from '../components/FavouriteProducts';

type Tab = 'products' | 'merchants';

/** A page number from the URL: a positive whole number, else 1. */
function pageFrom(raw: string | null): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/** /favorites (login required): the member's favourite products and merchants, tab and page kept in the URL. */
export default function FavoritesPage() {
  const { t } = useTranslation('favourites');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'merchants' ? 'merchants' : 'products';
  const page = pageFrom(params.get('page'));

  const go = useCallback(
    (next: { tab?: Tab; page?: number }) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        const nextTab = next.tab ?? (out.get('tab') === 'merchants' ? 'merchants' : 'products');
        if (nextTab === 'merchants') out.set('tab', 'merchants');
        else out.delete('tab');
        if (next.page && next.page > 1) out.set('page', String(next.page));
        else out.delete('page');
        return out;
      }),
    [setParams],
  );
  const onPageChange = useCallback((p: number) => go({ page: p }), [go]);

  return (
    <PageContainer title={t('page.title')} subtitle={t('page.subtitle')}>
      <Tabs
        size="large"
        activeKey={tab}
        onChange={(key) => go({ tab: key as Tab, page: 1 })}
        items={[
          { key: 'products', label: t('page.products'), children: tab === 'products' && <FavouriteProducts page={page} onPageChange={onPageChange} /> },
          { key: 'merchants', label: t('page.merchants'), children: tab === 'merchants' && <FavouriteMerchants page={page} onPageChange={onPageChange} /> },
        ]}
      />
    </PageContainer>
  );
}
