import type { FavouriteCheck, FavouriteTarget } from '@sme/shared/schemas/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { favouriteCheckKey } from './favourite-keys';

/** GET favorite.check: the flags of several targets of one type (a visitor gets all false). */
export function checkFavourites(targetType: FavouriteTarget, targetIds: string[], signal?: AbortSignal): Promise<{ list: FavouriteCheck[] }> {
  return apiGet<{ list: FavouriteCheck[] }>('/favorite/check', { targetType, targetIds: targetIds.join(',') }, { signal });
}

/** Query options of one target's flag for the signed-in member. */
export const favouriteCheckQuery = (memberId: string | null, targetType: FavouriteTarget, targetId: string) =>
  queryOptions({
    queryKey: favouriteCheckKey(memberId, targetType, targetId),
    queryFn: async ({ signal }) => {
      const { list } = await checkFavourites(targetType, [targetId], signal);
      return list.some((c) => c.targetId === targetId && c.isFavourite);
    },
  });
