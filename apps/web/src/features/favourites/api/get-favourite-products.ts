import type { Page, ProductCard } from '@sme/shared/schemas/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { FAVOURITES_QUERY_KEY } from '@/lib/favourites/favourite-keys';
import { useLocale } from '@/lib/i18n';

/** GET product.favorites: the member's favourite products, newest first (login required). */
export function getFavouriteProducts(page: number, size: number, signal?: AbortSignal): Promise<Page<ProductCard>> {
  return apiGet<Page<ProductCard>>('/product/favorites', { page, size }, { signal });
}

/** Query options of one page; under the favourites key, so every favourite change refreshes it. */
export const favouriteProductsQuery = (page: number, size: number, locale: string) =>
  queryOptions({
    queryKey: [...FAVOURITES_QUERY_KEY, 'products', locale, page, size],
    queryFn: ({ signal }) => getFavouriteProducts(page, size, signal),
  });

/** Hook: one page of favourite products (the previous page stays on screen while the next loads). */
export function useFavouriteProducts(page: number, size: number) {
  const locale = useLocale();
  return useQuery({ ...favouriteProductsQuery(page, size, locale), placeholderData: keepPreviousData });
}
