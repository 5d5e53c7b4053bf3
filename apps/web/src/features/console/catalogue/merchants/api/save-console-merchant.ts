import type { ConsoleMerchantView } from '@sme/shared/schemas/console-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { SHOWN_ON_FORM, catalogueKey } from '../../api/catalogue-keys';

/** POST console.merchant.create, or console.merchant.update when the body has an id. */
export function saveConsoleMerchant(body: Record<string, unknown> & { id?: string }): Promise<ConsoleMerchantView> {
  return apiPostJson<ConsoleMerchantView>(body.id ? '/console/merchant/update' : '/console/merchant/create', body, SHOWN_ON_FORM);
}

/** Mutation hook of saveConsoleMerchant; every merchant answer is refreshed afterwards. */
export function useSaveConsoleMerchant() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveConsoleMerchant, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKey('merchants') }) });
}
