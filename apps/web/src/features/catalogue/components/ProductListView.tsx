import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '@/lib/currency/CurrencySelect';
import { useCategoryTree } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { useTags } from '../api/get-tags';
import { hasProductFilters } from '../list-state/product-list-url';
import type { ProductListState } from '../list-state/use-product-list-state';
import { ActiveFilters } from './ActiveFilters';
import { ProductFilters } from './ProductFilters';
import styles from './ProductList.module.css';
import { NoProducts, ProductResults } from './ProductResults';
import { ProductSortSelect } from './ProductSortSelect';

/** Props of ProductListView. */
export interface ProductListViewProps {
  state: ProductListState;
  /** Shown above the toolbar (search extras, category strip). */
  aboveResults?: ReactNode;
  /** Replaces the default empty state (the search page offers suggestions). */
  empty?: ReactNode;
  /** Leave the category tree out of the filters (the page shows it elsewhere). */
  hideCategoryFilter?: boolean;
  /** Only ask for products when the page has what it needs (a search needs a keyword). */
  enabled?: boolean;
}

/**
 * The product list shared by /pl, /pmsList and /pmsSearch: filters in a sidebar (a drawer on small screens), a
 * toolbar with the count, sort and display currency, the active filters, and the results with their pager.
 */
export function ProductListView({ state, aboveResults, empty, hideCategoryFilter, enabled = true }: ProductListViewProps) {
  const { t } = useTranslation('catalogue');
  const { params, update, clearFilters } = state;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const categories = useCategoryTree();
  const tags = useTags();
  const products = useProducts(params, enabled);
  const priceMode = params.priceMode ?? 'retail';
  const sort = params.sort ?? (params.keyword ? 'relevance' : 'newest');
  const filtered = hasProductFilters(params);
  const activeCount = [
    params.categoryId,
    params.tagId,
    params.merchantId,
    params.kind,
    params.minPrice ?? params.maxPrice,
    params.inStock,
    params.priceMode === 'wholesale' ? 1 : undefined,
  ].filter((v) => v !== undefined).length;

  const filters = (
    <ProductFilters
      params={params}
      update={update}
      clearFilters={clearFilters}
      categories={categories.data}
      categoriesLoading={categories.isLoading}
      tags={tags.data}
      hideCategories={hideCategoryFilter}
    />
  );

  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} aria-label={t('filters.title')}>
        {filters}
      </aside>
      <div className={styles.main}>
        {aboveResults}
        <div className={styles.toolbar}>
          <p className={styles.count} aria-live="polite">
            {products.data ? t('results.count', { count: products.data.total }) : '\u00a0'}
          </p>
          <div className={styles.toolbarActions}>
            <Badge count={activeCount} size="small" className={styles.filterButton}>
              <Button icon={<FilterOutlined />} onClick={() => setDrawerOpen(true)} aria-expanded={drawerOpen}>
                {t('filters.title')}
              </Button>
            </Badge>
            <ProductSortSelect value={sort} withRelevance={Boolean(params.keyword)} onChange={(next) => update({ sort: next })} />
            <CurrencySelect />
          </div>
        </div>
        <ActiveFilters params={params} update={update} clearFilters={clearFilters} categories={categories.data} tags={tags.data} />
        <ProductResults
          data={products.data}
          isLoading={products.isLoading}
          isError={products.isError}
          isStale={products.isPlaceholderData}
          refetch={() => void products.refetch()}
          priceMode={priceMode}
          onPage={(page) => update({ page })}
          empty={empty ?? <NoProducts filtered={filtered} onClear={clearFilters} />}
        />
      </div>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="left"
        title={t('filters.title')}
        size={340}
        footer={
          <Button type="primary" block onClick={() => setDrawerOpen(false)}>
            {products.data ? t('filters.showResults', { count: products.data.total }) : t('filters.done')}
          </Button>
        }
      >
        {filters}
      </Drawer>
    </div>
  );
}
