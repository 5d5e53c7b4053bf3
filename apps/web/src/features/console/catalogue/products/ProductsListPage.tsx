import { PlusOutlined } from '@ant-design/icons';
import { type ConsoleProductRow, PRODUCT_STATUSES, type ProductStatus } from '@sme/shared/schemas/console-products';
import { Button, Flex } from 'antd';
import { formatPrice } from '@/lib/format/format-price';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format/format-date';
import { MerchantFilter } from '../../shell/MerchantFilter';
import { useConsoleTitle } from '../../shell/use-console-title';
import { ConsolePageHeader } from '../../kit/ConsolePageHeader';
import { FilterBar } from '../../kit/FilterBar';
import { FilterSearch } from '../../kit/FilterSearch';
import { FilterSelect } from '../../kit/FilterSelect';
import { PagedTable } from '../../kit/PagedTable';
import { useUrlFilters } from '../../kit/use-url-filters';
import { useCategoryTree } from './api/get-form-options';
import { useConsoleProducts } from './api/get-console-products';
import { ProductStatusTag } from './components/ProductStatusTag';
import { ProductSheetButtons } from './components/ProductSheetButtons';
import { useConsoleMe } from '../../access/api/get-console-me';

const FILTER_KEYS = ['q', 'status', 'categoryId', 'merchantId'] as const;

/** /console/products: the staff member's products, filtered and paged on the server, filters in the URL. */
export function ProductsListPage() {
  const { t } = useTranslation('console');
  const locale = useLocale();
  useConsoleTitle(t('nav.products'));
  const filters = useUrlFilters(FILTER_KEYS);
  const { values, page, size, update } = filters;
  const status = PRODUCT_STATUSES.find((s) => s === values.status);
  const products = useConsoleProducts({ q: values.q, status, categoryId: values.categoryId, merchantId: values.merchantId, page, size });
  const categories = useCategoryTree();
  const isAdmin = useConsoleMe().data?.isAdmin ?? false;
  const name = (p: ConsoleProductRow) => (locale === 'en_US' ? p.nameEn : p.nameZh);

  return (
    <>
      <ConsolePageHeader
        title={t('nav.products')}
        extra={
          <Flex gap={8} wrap>
            <ProductSheetButtons isAdmin={isAdmin} />
            <Link to="/console/products/new">
              <Button type="primary" icon={<PlusOutlined />}>
                {t('products.new')}
              </Button>
            </Link>
          </Flex>
        }
      />
      <FilterBar label={t('products.filters')}>
        <FilterSearch label={t('products.search')} placeholder={t('products.searchPlaceholder')} value={values.q} onSearch={(q) => update({ q })} />
        <FilterSelect<ProductStatus>
          label={t('products.status')}
          placeholder={t('products.allStatuses')}
          value={status}
          onChange={(v) => update({ status: v })}
          options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`products.statuses.${s}`) }))}
        />
        <FilterSelect<string>
          wide
          label={t('products.category')}
          placeholder={t('products.allCategories')}
          value={values.categoryId}
          onChange={(v) => update({ categoryId: v })}
          options={(categories.data ?? []).flatMap((c) => [
            { value: c.id, label: c.name },
            ...(c.children ?? []).map((k) => ({ value: k.id, label: `${c.name} / ${k.name}` })),
          ])}
        />
        <MerchantFilter value={values.merchantId} onChange={(merchantId) => update({ merchantId })} />
      </FilterBar>
      <PagedTable<ConsoleProductRow>
        query={products}
        paging={filters}
        columns={[
          { key: 'name', title: t('products.name'), render: (_, p) => <Link to={`/console/products/${p.id}`}>{name(p)}</Link> },
          { key: 'code', title: t('products.code'), dataIndex: 'code' },
          { key: 'price', title: t('products.retailPrice'), align: 'right', render: (_, p) => formatPrice(p.retailPriceMinor, p.currency, locale) },
          { key: 'stock', title: t('products.stock'), align: 'right', dataIndex: 'stock' },
          { key: 'status', title: t('products.status'), render: (_, p) => <ProductStatusTag status={p.status} /> },
          { key: 'updated', title: t('products.updated'), render: (_, p) => formatDateTime(p.updatedAt, locale) },
        ]}
      />
    </>
  );
}
