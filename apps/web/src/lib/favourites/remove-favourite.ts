import type { FavouriteCheck, FavouriteTarget } from '@sme/shared/schemas/catalogue';
import { apiPost } from '@/lib/api';
import { FAVOURITE_SILENT_CODES } from './favourite-codes';

/** POST favorite.remove (login required); removing one that is not there succeeds too. */
export function removeFavourite(targetType: FavouriteTarget, targetId: string): Promise<FavouriteCheck> {
  return apiPost<FavouriteCheck>('/favorite/remove', { targetType, targetId }, { silentCodes: FAVOURITE_SILENT_CODES });
}
