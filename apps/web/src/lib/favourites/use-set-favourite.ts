import { Codes } from '@sme/shared/codes';
import type { FavouriteCheck, FavouriteTarget } from '@sme/shared/schemas/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';
import { CANCELED_CODE } from '@/lib/api/api-error';
import { currentMemberId } from '@/lib/session/user-store';
import { feedback } from '@/lib/ui/feedback';
import { addFavourite } from './add-favourite';
import { FAVOURITES_QUERY_KEY, favouriteCheckKey } from './favourite-keys';
import { removeFavourite } from './remove-favourite';

/** What to change: add (`favourite: true`) or remove one target. */
export interface SetFavouriteInput {
  targetType: FavouriteTarget;
  targetId: string;
  favourite: boolean;
}

/** Codes whose message the API client has already shown (session dialog, transport failure, missing envelope). */
const ALREADY_TOLD = [Codes.UNAUTHORIZED.code, Codes.NETWORK_UNSTABLE.code, CANCELED_CODE];

/** Outcome of a favourite change as the caller sees it, after the cache has been settled. */
export type SetFavouriteOutcome = 'added' | 'removed' | 'alreadyFavourited';

/**
 * Add or remove a favourite with an optimistic flag: the target's cached check flips at once and rolls back if the
 * server refuses. 7400 (already favourited) is information, not an error, and leaves the flag set; any other
 * failure says "retry later" (spec section 8). Every favourites query is refreshed afterwards.
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('favourites');
  return useMutation<SetFavouriteOutcome, unknown, SetFavouriteInput, { previous: boolean | undefined }>({
    mutationFn: async ({ targetType, targetId, favourite }) => {
      try {
        const result: FavouriteCheck = favourite ? await addFavourite(targetType, targetId) : await removeFavourite(targetType, targetId);
        return result.isFavourite ? 'added' : 'removed';
      } catch (error) {
        // The server kept the earlier add: for the member that is the state they asked for.
        if (favourite && error instanceof ApiError && error.code === Codes.ALREADY_FAVOURITED.code) return 'alreadyFavourited';
        throw error;
      }
    },
    onMutate: async ({ targetType, targetId, favourite }) => {
      const key = favouriteCheckKey(currentMemberId() ?? null, targetType, targetId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, favourite);
      return { previous };
    },
    onSuccess: (outcome, { targetType, targetId }) => {
      queryClient.setQueryData(favouriteCheckKey(currentMemberId() ?? null, targetType, targetId), outcome !== 'removed');
      if (outcome === 'alreadyFavourited') void feedback().message.info(t('toast.alreadyFavourited'));
    },
    onError: (error, { targetType, targetId, favourite }, context) => {
      queryClient.setQueryData(favouriteCheckKey(currentMemberId() ?? null, targetType, targetId), context?.previous ?? !favourite);
      if (error instanceof ApiError && ALREADY_TOLD.includes(error.code)) return;
      void feedback().message.error(t('toast.retryLater'));
    },
    // Not awaited: the mutation is settled for its caller as soon as the server answered; the lists refresh behind.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: FAVOURITES_QUERY_KEY }),
  });
}
