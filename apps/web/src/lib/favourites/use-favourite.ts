import type { FavouriteTarget } from '@sme/shared/schemas/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { useCurrentMemberId } from '@/lib/session/use-current-member-id';
import { feedback } from '@/lib/ui/feedback';
import { favouriteCheckQuery } from './check-favourites';
import { useSetFavourite } from './use-set-favourite';

/** Props shared by everything showing one target's favourite state. */
export interface FavouriteTargetProps {
  targetType: FavouriteTarget;
  targetId: string;
  /** The flag an answer already carried (product or merchant detail); without it the state is checked. */
  initial?: boolean;
}

/**
 * One target's favourite state for the signed-in member and a toggle. The flag comes from the cache (set by
 * toggles), else from `initial`, else from favorite.check; a visitor is never shown a favourite.
 */
export function useFavourite({ targetType, targetId, initial }: FavouriteTargetProps) {
  const { t } = useTranslation('favourites');
  const signedIn = useIsLoggedIn();
  const memberId = useCurrentMemberId();
  const check = useQuery({ ...favouriteCheckQuery(memberId, targetType, targetId), enabled: signedIn && initial === undefined });
  const mutation = useSetFavourite();
  const isFavourite = signedIn && (check.data ?? initial ?? false);
  const toggle = () => {
    if (mutation.isPending) return;
    mutation.mutate(
      { targetType, targetId, favourite: !isFavourite },
      {
        onSuccess: (outcome) => {
          if (outcome !== 'alreadyFavourited') void feedback().message.success(t(outcome === 'added' ? 'toast.added' : 'toast.removed'));
        },
      },
    );
  };
  return { signedIn, isFavourite, isChecking: signedIn && check.isLoading, isPending: mutation.isPending, toggle };
}
