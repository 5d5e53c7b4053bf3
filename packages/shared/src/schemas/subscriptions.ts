import { z } from 'zod';
import { emailField, text } from './fields';

export const SUBSCRIPTION_SOURCES = ['SUBSCRIBE', 'SUBSCRIBE2', 'FOOTER', 'HOME'] as const;

/** Email subscription (double opt-in: the address is confirmed from a mailed link). */
export const subscriptionCreateSchema = z.object({
  email: emailField,
  source: z.enum(SUBSCRIPTION_SOURCES).default('SUBSCRIBE'),
});
export type SubscriptionCreateInput = z.input<typeof subscriptionCreateSchema>;

/** Confirm or unsubscribe with the token from the mail. */
export const subscriptionTokenSchema = z.object({
  token: text().trim().min(16).max(128),
});

/** subscription.create answer: PENDING until the mailed link is clicked (double opt-in). */
export interface SubscriptionCreatedView {
  status: 'PENDING';
}

/** subscription.confirm answer for a valid token. */
export interface SubscriptionConfirmedView {
  email: string;
  status: 'CONFIRMED';
}

/** subscription.unsubscribe answer for a valid token. */
export interface SubscriptionCancelledView {
  email: string;
  status: 'UNSUBSCRIBED';
}
