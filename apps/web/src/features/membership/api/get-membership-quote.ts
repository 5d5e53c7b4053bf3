import { Codes } from '@sme/shared/codes';
import type { MembershipPurchaseInput, MembershipQuoteView } from '@sme/shared/schemas/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { MEMBERSHIP_QUERY_KEY } from '@/lib/membership/membership-keys';

/** Refusals of a quote or a purchase the dialog explains itself: 3205 (the credit covers the price: choose annual). */
export const PURCHASE_REFUSAL_CODES: readonly number[] = [Codes.MEMBERSHIP_CREDIT_EXCEEDS_PRICE.code, Codes.MEMBERSHIP_PURCHASE_STATE.code];

/** GET membership.quote: what buying a plan now would cost (credit of an upgrade included) and the period it gives. */
export function getMembershipQuote(input: MembershipPurchaseInput, signal?: AbortSignal): Promise<MembershipQuoteView> {
  return apiGet<MembershipQuoteView>('/membership/quote', { tier: input.tier, cycle: input.cycle }, { signal, silentCodes: [...PURCHASE_REFUSAL_CODES] });
}

/** Query options of a quote: priced at the moment it is asked, so never kept once the dialog closes. */
export const membershipQuoteQuery = (input: MembershipPurchaseInput) =>
  queryOptions({
    queryKey: [...MEMBERSHIP_QUERY_KEY, 'quote', input.tier, input.cycle],
    queryFn: ({ signal }) => getMembershipQuote(input, signal),
    staleTime: 0,
    gcTime: 0,
  });

/** Hook: the quote of a plan and cycle. */
export const useMembershipQuote = (input: MembershipPurchaseInput) => useQuery(membershipQuoteQuery(input));
