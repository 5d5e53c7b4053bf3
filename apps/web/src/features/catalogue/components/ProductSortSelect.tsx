import type { ProductSort } from '@sme/shared/schemas/catalogue';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ProductList.module.css';

/** Props of ProductSortSelect. */
export interface ProductSortSelectProps {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  /** Offer "best match" (only meaningful with a keyword). */
  withRelevance?: boolean;
}

/** The product list's sort: best match (searches), newest, price both ways, popularity. */
export function ProductSortSelect({ value, onChange, withRelevance = false }: ProductSortSelectProps) {
  const { t } = useTranslation('catalogue');
  const sorts: ProductSort[] = [...(withRelevance ? (['relevance'] as const) : []), 'newest', 'popular', 'price_asc', 'price_desc'];
  return (
    <Select
      value={value}
      onChange={onChange}
      options={sorts.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
      aria-label={t('sort.label')}
      popupMatchSelectWidth={false}
      className={styles.sort}
    />
  );
}
