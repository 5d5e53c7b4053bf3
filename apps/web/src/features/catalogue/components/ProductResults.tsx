import type { Page, PriceMode, ProductCard as ProductCardData } from '@sme/shared/schemas/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid, CardGridItem } from '@/components/ui/CardGrid';
import { CardGridSkeleton, ListEmpty, ListError } from '@/components/ui/ListStates';
import { Pager } from '@/components/ui/Pager';
import { ProductCard } from '@/components/catalogue/ProductCard';
import styles from './ProductList.module.css';

/** Props of ProductResults. */
export interface ProductResultsProps {
  data: Page<ProductCardData> | undefined;
  isLoading: boolean;
  isError: boolean;
  /** True while another page or filter loads with the previous answer still shown. */
  isStale: boolean;
  refetch: () => void;
  priceMode: PriceMode;
  onPage: (page: number) => void;
  /** What to show for an empty answer. */
  empty: ReactNode;
}

/** The product grid with its loading skeleton, error with retry, empty state and pager. */
export function ProductResults({ data, isLoading, isError, isStale, refetch, priceMode, onPage, empty }: ProductResultsProps) {
  const { t } = useTranslation('catalogue');
  if (isError && !data) return <ListError onRetry={refetch} />;
  if (isLoading || !data) return <CardGridSkeleton count={8} />;
  if (data.list.length === 0) {
    return (
      <>
        {empty}
        {/* A page past the end (an old link) still offers a way back to the first page. */}
        {data.page > 1 && data.total > 0 && <Pager page={data.page} size={data.size} total={data.total} onChange={onPage} />}
      </>
    );
  }
  return (
    <div className={isStale ? styles.stale : undefined} aria-busy={isStale || undefined}>
      <CardGrid label={t('results.label')}>
        {data.list.map((product) => (
          <CardGridItem key={product.id}>
            <ProductCard product={product} priceMode={priceMode} />
          </CardGridItem>
        ))}
      </CardGrid>
      <Pager page={data.page} size={data.size} total={data.total} onChange={onPage} />
    </div>
  );
}

/** The default empty state of a filtered list. */
export function NoProducts({ onClear, filtered }: { onClear: () => void; filtered: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <ListEmpty
      title={t('results.emptyTitle')}
      body={filtered ? t('results.emptyFiltered') : t('results.emptyBody')}
      action={
        filtered ? (
          <button type="button" className={styles.linkButton} onClick={onClear}>
            {t('filters.clearAll')}
          </button>
        ) : undefined
      }
    />
  );
}
