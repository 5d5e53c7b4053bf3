import type { SubscriptionCreateInput } from '@sme/shared/schemas/subscription';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';

/** What POST /subscription/create answers: PENDING until the mailed link is clicked (double opt-in). */
export interface SubscriptionCreated {
  status: string;
}

/** POST /subscription/create: start a subscription; the server mails a confirmation link. */
export function createSubscription(input: SubscriptionCreateInput): Promise<SubscriptionCreated> {
  return apiPost<SubscriptionCreated>('/subscription/create', { email: input.email, source: input.source });
}

/** Mutation hook of the subscribe form. */
export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
