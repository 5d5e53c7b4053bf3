import type { ConsolePromoView } from '@sme/shared/schemas/console-promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_PROMOTIONS_KEY } from './promotion-keys';

/** POST console.promo.enable or console.promo.disable; both audited by the server. */
export function setPromoEnabled(input: { id: string; enable: boolean }): Promise<ConsolePromoView> {
  return apiPostJson<ConsolePromoView>(input.enable ? '/console/promo/enable' : '/console/promo/disable', { id: input.id }, { omitMcId: true });
}

/** Mutation hook of setPromoEnabled; every promotions answer is refreshed afterwards. */
export function useSetPromoEnabled() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPromoEnabled, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_PROMOTIONS_KEY }) });
}
