import type { ConsoleProductView } from '@sme/shared/schemas/console-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_PRODUCTS_KEY } from './console-product-keys';

/** POST console.product.publish (on sale) or console.product.unpublish (hidden); both audited by the server. */
export function setProductPublished(input: { id: string; publish: boolean }): Promise<ConsoleProductView> {
  return apiPostJson<ConsoleProductView>(input.publish ? '/console/product/publish' : '/console/product/unpublish', { id: input.id }, { omitMcId: true });
}

/** Mutation hook of setProductPublished; every product answer is refreshed afterwards. */
export function useSetProductPublished() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setProductPublished, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_PRODUCTS_KEY }) });
}
