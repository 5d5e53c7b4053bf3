import type { FavouriteTarget } from '@sme/shared/schemas/catalogue';
import type { Database } from '../../db/client';
import { favouriteIdsAmong } from '../favourites';

/**
 * Catalogue answers are cached without the caller (isFavourite false), so a member's flags are laid over a
 * copy afterwards: one query for the ids on the page, and the cached answer itself is never changed.
 */
export async function withFavouriteFlags<T extends { id: string; isFavourite: boolean }>(
  db: Database,
  memberId: string | null | undefined,
  targetType: FavouriteTarget,
  items: readonly T[],
): Promise<T[]> {
  if (!memberId || items.length === 0) return [...items];
  const favourite = await favouriteIdsAmong(
    db,
    memberId,
    targetType,
    items.map((i) => i.id),
  );
  return items.map((i) => (favourite.has(i.id) ? { ...i, isFavourite: true } : i));
}
