import type { FavouriteCheck, FavouriteTarget } from '@sme/shared/schemas/catalogue';
import { apiPost } from '@/lib/api';
import { FAVOURITE_SILENT_CODES } from './favourite-codes';

/** POST favorite.add (login required). A second add answers 7400 ALREADY_FAVOURITED and changes nothing. */
export function addFavourite(targetType: FavouriteTarget, targetId: string): Promise<FavouriteCheck> {
  return apiPost<FavouriteCheck>('/favorite/add', { targetType, targetId }, { silentCodes: FAVOURITE_SILENT_CODES });
}
