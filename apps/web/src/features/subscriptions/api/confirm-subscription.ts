import type { SubscriptionConfirmedView } from '@sme/shared/schemas/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';

/** POST /subscription/confirm with the token from the mailed link. */
export function confirmSubscription(token: string): Promise<SubscriptionConfirmedView> {
  return apiPost<SubscriptionConfirmedView>('/subscription/confirm', { token });
}

/**
 * The confirmation runs once when the page opens with ?confirm=<token>. It is a query rather than a mutation on
 * purpose: react-query runs one request per key even when React mounts the page twice in development, and
 * keeps the answer while the visitor stays on the page.
 */
export const confirmSubscriptionQuery = (token: string) =>
  queryOptions({
    queryKey: ['subscriptions', 'confirm', token],
    // No abort signal: a half-sent confirmation must not be cancelled (and re-sent) when React remounts.
    queryFn: () => confirmSubscription(token),
    retry: false,
    staleTime: Infinity,
  });

/** Hook: confirm the subscription of a token. */
export const useConfirmSubscription = (token: string) => useQuery(confirmSubscriptionQuery(token));
