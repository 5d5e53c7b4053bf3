import type { SubscriptionCancelledView } from '@sme/shared/schemas/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';

/** POST /subscription/unsubscribe with the token from a mail's unsubscribe link. */
export function unsubscribeSubscription(token: string): Promise<SubscriptionCancelledView> {
  return apiPost<SubscriptionCancelledView>('/subscription/unsubscribe', { token });
}

/** Runs once when the page opens with ?unsubscribe=<token> (a query for the same reason as the confirmation). */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: ['subscriptions', 'unsubscribe', token],
    // No abort signal: a half-sent confirmation must not be cancelled (and re-sent) when React remounts.
    queryFn: () => unsubscribeSubscription(token),
    retry: false,
    staleTime: Infinity,
  });

/** Hook: unsubscribe the address of a token. */
export const useUnsubscribe = (token: string) => useQuery(unsubscribeQuery(token));
