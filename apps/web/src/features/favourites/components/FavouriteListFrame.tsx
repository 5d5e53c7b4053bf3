import type { Page } from '@sme/shared/schemas/catalogue';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ButtonLink';
import { CardGridSkeleton, ListEmpty, ListError } from '@/components/ui/ListStates';
import { Pager } from '@/components/ui/Pager';

/** Props of FavouriteListFrame. */
export interface FavouriteListFrameProps<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPageChange: (page: number) => void;
  variant: 'product' | 'merchant';
  /** Empty-state text for this kind of favourite. */
  emptyText: string;
  children: (items: T[]) => ReactNode;
}

/** Loading, failure with retry, empty state and pagination around one list of favourites. */
export function FavouriteListFrame<T>({ query, page, onPageChange, variant, emptyText, children }: FavouriteListFrameProps<T>) {
  const { t } = useTranslation('favourites');
  const data = query.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  // Removing the last items of the last page (or an old link) leaves a page past the end: show the last real one.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.list.length === 0 && data.total > 0 && page > lastPage) onPageChange(lastPage);
  }, [data, query.isPlaceholderData, page, lastPage, onPageChange]);

  if (query.isPending) return <CardGridSkeleton count={4} variant={variant} />;
  if (!data) return <ListError title={t('page.loadFailed')} onRetry={() => void query.refetch()} />;
  if (data.total === 0) {
    return (
      <ListEmpty
        title={t('page.emptyTitle')}
        body={emptyText}
        action={
          <ButtonLink to="/marketplace" type="primary" size="large">
            {t('page.explore')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      {children(data.list)}
      <Pager page={page} size={data.size} total={data.total} onChange={onPageChange} />
    </>
  );
}
