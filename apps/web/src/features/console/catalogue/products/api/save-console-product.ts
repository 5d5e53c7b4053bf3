import type { ConsoleProductView } from '@sme/shared/schemas/console-products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_PRODUCTS_KEY } from './console-product-keys';

/** What the form sends: the product's fields in minor units, with `id` to update and `merchantId` (admins) to create. */
export type ProductSaveBody = Record<string, unknown> & { id?: string };

/** 400 (field errors) and 409 (code in use) are shown on the form, not toasted. */
const SHOWN_ON_FORM = { omitMcId: true, silentCodes: [400, 409] };

/** POST console.product.create or console.product.update (when the body has an id). */
export function saveConsoleProduct(body: ProductSaveBody): Promise<ConsoleProductView> {
  return apiPostJson<ConsoleProductView>(body.id ? '/console/product/update' : '/console/product/create', body, SHOWN_ON_FORM);
}

/** Mutation hook of saveConsoleProduct; every product answer is refreshed afterwards. */
export function useSaveConsoleProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveConsoleProduct, onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_PRODUCTS_KEY }) });
}
