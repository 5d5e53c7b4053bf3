import type { ConsoleSpecialOrderDeclineInput, ConsoleSpecialOrderQuoteInput, ConsoleSpecialOrderView } from '@sme/shared/schemas/console-special-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_SPECIAL_ORDERS_KEY } from './console-special-order-keys';

/** Refusals the dialog shows itself (already answered 409, mail failed 7500), so no toast repeats them. */
const SHOWN_IN_DIALOG = { omitMcId: true, silentCodes: [409, 7500] };

/** POST console.specialOrder.quote: the quote is mailed to the requester; audited. */
export const quoteSpecialOrder = (input: ConsoleSpecialOrderQuoteInput) =>
  apiPostJson<ConsoleSpecialOrderView>('/console/specialOrder/quote', { ...input }, SHOWN_IN_DIALOG);

/** POST console.specialOrder.decline: the reason is mailed to the requester; audited. */
export const declineSpecialOrder = (input: ConsoleSpecialOrderDeclineInput) =>
  apiPostJson<ConsoleSpecialOrderView>('/console/specialOrder/decline', { ...input }, SHOWN_IN_DIALOG);

/** Mutation hook of quoteSpecialOrder; every request answer is refreshed afterwards. */
export function useQuoteSpecialOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: quoteSpecialOrder, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_SPECIAL_ORDERS_KEY }) });
}

/** Mutation hook of declineSpecialOrder; every request answer is refreshed afterwards. */
export function useDeclineSpecialOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineSpecialOrder, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_SPECIAL_ORDERS_KEY }) });
}
