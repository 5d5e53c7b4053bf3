import type { FavouriteTarget } from '@sme/shared/schemas/catalogue';
import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';

/**
 * Every cached answer about the member's favourites (checks and the /favorites lists). It sits under the member
 * key so sign-in and logout drop it with the rest of the member's data; mutations invalidate it as a whole.
 */
export const FAVOURITES_QUERY_KEY = [...MEMBER_QUERY_KEY, 'favourites'] as const;

/** Cache key of one target's favourite flag for one member. */
export const favouriteCheckKey = (memberId: string | null, targetType: FavouriteTarget, targetId: string) =>
  [...FAVOURITES_QUERY_KEY, 'check', memberId, targetType, targetId] as const;
