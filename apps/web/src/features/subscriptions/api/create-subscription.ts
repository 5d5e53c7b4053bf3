import type { SubscriptionCreatedView, SubscriptionCreateInput } from '@sme/shared/schemas/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';

/** POST /subscription/create: start a subscription; the server mails a confirmation link. */
export function createSubscription(input: SubscriptionCreateInput): Promise<SubscriptionCreatedView> {
  return apiPost<SubscriptionCreatedView>('/subscription/create', { email: input.email, source: input.source });
}

/** Mutation hook of the subscribe form. */
export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
