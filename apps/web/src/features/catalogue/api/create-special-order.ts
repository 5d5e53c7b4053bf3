import type { SpecialOrderCreated, SpecialOrderInput } from '@sme/shared/schemas/catalogue';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';

/** The form's values as they travel: the schema's input (quantity may still be a string in a form). */
export type SpecialOrderFields = Omit<SpecialOrderInput, 'quantity' | 'regionCode'> & { quantity: number | string; regionCode: string };

/** POST specialOrder.create (/specialOffer): saves the request and mails a confirmation to the customer. */
export function createSpecialOrder(input: SpecialOrderFields): Promise<SpecialOrderCreated> {
  return apiPost<SpecialOrderCreated>('/specialOrder/create', { ...input });
}

/** Mutation hook of the special order form (nothing cached depends on it). */
export const useCreateSpecialOrder = () => useMutation({ mutationFn: createSpecialOrder });
