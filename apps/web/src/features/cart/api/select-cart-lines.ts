import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { refreshCart } from '@/lib/cart/refresh-cart';

/** Which lines to select or clear: every line, or exactly these (the others are cleared). */
export type CartSelection = { all: true; selected: boolean } | { only: string[] };

/** POST cart.update with `ids`: `ids=all` selects or clears every line; a list of ids sets those lines' flag. */
export function setCartSelection(ids: 'all' | string[], selected: boolean): Promise<unknown> {
  return apiPost<unknown>('/cart/update', { ids: ids === 'all' ? 'all' : ids.join(','), selected: String(selected) });
}

/** Apply a selection: select all / none, or select only a compatible group (clear all, then select the group). */
export async function selectCartLines(selection: CartSelection): Promise<void> {
  if ('all' in selection) {
    await setCartSelection('all', selection.selected);
    return;
  }
  await setCartSelection('all', false);
  if (selection.only.length > 0) await setCartSelection(selection.only, true);
}

/** Mutation hook of the selection changes: refreshes the cart and the header count. */
export function useSelectCartLines() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: selectCartLines, onSettled: () => refreshCart(queryClient) });
}
