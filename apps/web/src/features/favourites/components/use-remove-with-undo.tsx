import type { FavouriteTarget } from '@sme/shared/schemas/catalogue';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetFavourite } from '@/lib/favourites/use-set-favourite';
import styles from './FavouriteLists.module.css';
import { useFeedback } from '@/lib/ui/feedback';

/**
 * Removing favourites from a list: at once, without a confirmation, then a toast offering to undo (the item is
 * added back). Lives in the list, which stays on screen while the removed item leaves it.
 */
export function useRemoveWithUndo(targetType: FavouriteTarget) {
  const { t } = useTranslation('favourites');
  const { message } = useFeedback();
  const change = useSetFavourite();
  const [pendingId, setPendingId] = useState<string | null>(null);
  // Removed items leave the list at once; the refetch that follows confirms it (or an undo brings them back).
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const hide = (id: string, on: boolean) =>
    setHidden((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const remove = (targetId: string, name: string) => {
    setPendingId(targetId);
    change.mutate(
      { targetType, targetId, favourite: false },
      {
        onSuccess: () => {
          hide(targetId, true);
          const key = `favourite-removed-${targetId}`;
          const undo = () => {
            message.destroy(key);
            hide(targetId, false);
            change.mutate({ targetType, targetId, favourite: true });
          };
          void message.open({
            key,
            type: 'success',
            content: (
              <span className={styles.undoToast}>
                {t('page.removed', { name })}
                <Button type="link" size="small" onClick={undo}>
                  {t('page.undo')}
                </Button>
              </span>
            ),
          });
        },
        onSettled: () => setPendingId(null),
      },
    );
  };
  return { remove, pendingId, isHidden: (id: string) => hidden.has(id) };
}
