import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/PageContainer';
import { ListHeader } from '../components/ListHeader';
import { ProductListView } from '../components/ProductListView';
import { useProductListState } from '../list-state/use-product-list-state';

/** /pmsList — products and services: the kind leads as tabs, then the filterable, sortable list held in the URL. */
export default function ProductListPage() {
  const { t } = useTranslation('catalogue');
  const state = useProductListState();
  const kind = state.params.kind ?? 'ALL';
  return (
    <PageContainer>
      <ListHeader
        title={t('pmsList.title')}
        subtitle={t('pmsList.subtitle')}
        crumbs={[{ label: t('pmsList.title') }]}
        extra={
          <Segmented
            size="large"
            value={kind}
            onChange={(v) => state.update({ kind: v === 'ALL' ? undefined : (v as 'PRODUCT' | 'SERVICE') })}
            options={[
              { value: 'ALL', label: t('filters.kindAll') },
              { value: 'PRODUCT', label: t('filters.kindProduct') },
              { value: 'SERVICE', label: t('filters.kindService') },
            ]}
            aria-label={t('filters.kind')}
          />
        }
      />
      <ProductListView state={state} />
    </PageContainer>
  );
}
