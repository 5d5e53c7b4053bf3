import type { CategoryView, TagView } from '@sme/shared/schemas/catalogue';
import { Button, Segmented, Select, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductListParams } from '../api/get-products';
import { useMerchants } from '../api/get-merchants';
import { CategoryFilter } from './CategoryFilter';
import styles from './Filters.module.css';
import { PriceRangeFilter } from './PriceRangeFilter';

/** Props of ProductFilters. */
export interface ProductFiltersProps {
  params: ProductListParams;
  update: (patch: Partial<ProductListParams>) => void;
  clearFilters: () => void;
  categories: CategoryView[] | undefined;
  categoriesLoading: boolean;
  tags: TagView[] | undefined;
  /** Hide the category tree (when the page shows categories elsewhere). */
  hideCategories?: boolean;
}

/** Every filter of the product list, written straight to the URL state; the same panel sits in the sidebar and the mobile drawer. */
export function ProductFilters({ params, update, clearFilters, categories, categoriesLoading, tags, hideCategories }: ProductFiltersProps) {
  const { t } = useTranslation('catalogue');
  const merchants = useMerchants({ sort: 'name', size: 50 });
  // The panel appears twice (sidebar and mobile drawer): ids must differ between the copies.
  const id = useId();

  return (
    <div className={styles.panel}>
      {!hideCategories && (
        <section className={styles.group} aria-labelledby={`${id}-category`}>
          <h3 id={`${id}-category`} className={styles.groupTitle}>
            {t('filters.category')}
          </h3>
          <CategoryFilter tree={categories} loading={categoriesLoading} value={params.categoryId} onChange={(categoryId) => update({ categoryId })} />
        </section>
      )}

      <section className={styles.group} aria-labelledby={`${id}-kind`}>
        <h3 id={`${id}-kind`} className={styles.groupTitle}>
          {t('filters.kind')}
        </h3>
        <Segmented
          block
          value={params.kind ?? 'ALL'}
          onChange={(v) => update({ kind: v === 'ALL' ? undefined : (v as 'PRODUCT' | 'SERVICE') })}
          options={[
            { value: 'ALL', label: t('filters.kindAll') },
            { value: 'PRODUCT', label: t('filters.kindProduct') },
            { value: 'SERVICE', label: t('filters.kindService') },
          ]}
          aria-label={t('filters.kind')}
        />
      </section>

      <section className={styles.group} aria-labelledby={`${id}-price`}>
        <h3 id={`${id}-price`} className={styles.groupTitle}>
          {t('filters.price')}
        </h3>
        <Segmented
          block
          value={params.priceMode ?? 'retail'}
          onChange={(v) => update({ priceMode: v as 'retail' | 'wholesale' })}
          options={[
            { value: 'retail', label: t('filters.retail') },
            { value: 'wholesale', label: t('filters.wholesale') },
          ]}
          aria-label={t('filters.priceMode')}
        />
        <p className={styles.hint}>{t(params.priceMode === 'wholesale' ? 'filters.wholesaleHint' : 'filters.retailHint')}</p>
        <PriceRangeFilter min={params.minPrice} max={params.maxPrice} onApply={(minPrice, maxPrice) => update({ minPrice, maxPrice })} />
      </section>

      <section className={styles.group}>
        <label className={styles.switchRow}>
          <span>{t('filters.inStock')}</span>
          <Switch checked={Boolean(params.inStock)} onChange={(on) => update({ inStock: on || undefined })} aria-label={t('filters.inStock')} />
        </label>
      </section>

      <section className={styles.group} aria-labelledby={`${id}-tag`}>
        <h3 id={`${id}-tag`} className={styles.groupTitle}>
          {t('filters.tag')}
        </h3>
        <Select
          className={styles.fullWidth}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('filters.tagPlaceholder')}
          value={params.tagId}
          onChange={(tagId?: string) => update({ tagId })}
          options={(tags ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          aria-label={t('filters.tag')}
        />
      </section>

      <section className={styles.group} aria-labelledby={`${id}-merchant`}>
        <h3 id={`${id}-merchant`} className={styles.groupTitle}>
          {t('filters.merchant')}
        </h3>
        <Select
          className={styles.fullWidth}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={merchants.isLoading}
          placeholder={t('filters.merchantPlaceholder')}
          value={params.merchantId}
          onChange={(merchantId?: string) => update({ merchantId })}
          options={(merchants.data?.list ?? []).map((m) => ({ value: m.id, label: m.name }))}
          aria-label={t('filters.merchant')}
        />
      </section>

      <Button block onClick={clearFilters}>
        {t('filters.clearAll')}
      </Button>
    </div>
  );
}
