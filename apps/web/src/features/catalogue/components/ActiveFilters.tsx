import type { CategoryView, TagView } from '@sme/shared/schemas/catalogue';
import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toDecimalString } from '@sme/shared/money';
import type { ProductListParams } from '../api/get-products';
import { useStore } from '../api/get-stores';
import { findCategoryPath } from '../category-tree';
import { hasProductFilters } from '../list-state/product-list-url';
import styles from './ProductList.module.css';

/** Props of ActiveFilters. */
export interface ActiveFiltersProps {
  params: ProductListParams;
  update: (patch: Partial<ProductListParams>) => void;
  clearFilters: () => void;
  categories: CategoryView[] | undefined;
  tags: TagView[] | undefined;
}

/** The filters in force as removable chips, so the visitor sees at once why the list is what it is. */
export function ActiveFilters({ params, update, clearFilters, categories, tags }: ActiveFiltersProps) {
  const { t } = useTranslation('catalogue');
  const merchant = useStore(params.merchantId);
  if (!hasProductFilters(params)) return null;

  const category = params.categoryId && categories ? findCategoryPath(categories, params.categoryId)?.at(-1) : undefined;
  const tag = params.tagId ? tags?.find((x) => x.id === params.tagId) : undefined;
  // Bounds apply to each product's own currency (HK$, US$…), so they are shown as bare amounts, exactly.
  const money = (minor: number) => toDecimalString(minor, 'HKD').replace(/\.00$/, '');
  const chips: Array<{ key: string; label: string; clear: Partial<ProductListParams> }> = [];
  if (params.categoryId) chips.push({ key: 'category', label: category?.name ?? t('filters.category'), clear: { categoryId: undefined } });
  if (params.tagId) chips.push({ key: 'tag', label: `#${tag?.name ?? t('filters.tag')}`, clear: { tagId: undefined } });
  if (params.merchantId) chips.push({ key: 'merchant', label: merchant?.name ?? t('filters.merchant'), clear: { merchantId: undefined } });
  if (params.kind) chips.push({ key: 'kind', label: t(params.kind === 'SERVICE' ? 'filters.kindService' : 'filters.kindProduct'), clear: { kind: undefined } });
  if (params.priceMode === 'wholesale') chips.push({ key: 'priceMode', label: t('filters.wholesale'), clear: { priceMode: undefined } });
  if (params.minPrice !== undefined || params.maxPrice !== undefined) {
    const label =
      params.minPrice !== undefined && params.maxPrice !== undefined
        ? t('filters.priceBetween', { min: money(params.minPrice), max: money(params.maxPrice) })
        : params.minPrice !== undefined
          ? t('filters.priceAbove', { min: money(params.minPrice) })
          : t('filters.priceBelow', { max: money(params.maxPrice as number) });
    chips.push({ key: 'price', label, clear: { minPrice: undefined, maxPrice: undefined } });
  }
  if (params.inStock) chips.push({ key: 'inStock', label: t('filters.inStock'), clear: { inStock: undefined } });

  return (
    <div className={styles.activeFilters} aria-label={t('filters.active')} role="group">
      {chips.map((chip) => (
        <button key={chip.key} type="button" className={styles.chip} onClick={() => update(chip.clear)} aria-label={t('filters.remove', { name: chip.label })}>
          <span>{chip.label}</span>
          <CloseOutlined aria-hidden className={styles.chipIcon} />
        </button>
      ))}
      <Button type="link" size="small" onClick={clearFilters}>
        {t('filters.clearAll')}
      </Button>
    </div>
  );
}
