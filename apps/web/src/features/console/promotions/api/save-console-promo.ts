import type { ConsolePromoView } from '@sme/shared/schemas/console-promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_PROMOTIONS_KEY, SHOWN_ON_FORM } from './promotion-keys';

/** POST console.promo.create, or console.promo.update when the body has an id. */
export function saveConsolePromo(body: Record<string, unknown>): Promise<ConsolePromoView> {
  return apiPostJson<ConsolePromoView>(body.id ? '/console/promo/update' : '/console/promo/create', body, SHOWN_ON_FORM);
}

/** Mutation hook of saveConsolePromo; every promotions answer is refreshed afterwards. */
export function useSaveConsolePromo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveConsolePromo, onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_PROMOTIONS_KEY }) });
}
