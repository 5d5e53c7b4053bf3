import { z } from 'zod';
import { hkDayField } from '../hk-day';
import { type ListQueryInput, text } from './fields';

/**
 * Back-office inbox (admins only): the contract of console.feedback.list, console.contact.list and
 * console.subscription.list, with console.feedback.detail and console.contact.detail for the drawer. Lists show email
 * and phone masked and the text cut short; the detail answers the whole message with the contact in full.
 */

const dateField = hkDayField;

const page = z.coerce.number().int().min(1).default(1);
const size = z.coerce.number().int().min(1).max(100).default(20);

/** console.feedback.list and console.contact.list query: q (name, email, subject or text, part of it), Hong Kong days from/to (both included), one page. */
export const consoleInboxListQuery = z
  .object({ q: text().trim().max(64).optional(), from: dateField.optional(), to: dateField.optional(), page, size })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], error: 'validation.dateRangeInvalid' });
export type ConsoleInboxListQuery = z.output<typeof consoleInboxListQuery>;
/** The feedback and contact lists' filters and page as the console sends them. */
export type ConsoleInboxListParams = ListQueryInput<typeof consoleInboxListQuery>;

/** Where a subscription stands in the double opt-in. */
export const SUBSCRIPTION_STATUSES = ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** console.subscription.list query: status, q (part of the email), one page. */
export const consoleSubscriptionListQuery = z.object({ status: z.enum(SUBSCRIPTION_STATUSES).optional(), q: text().trim().max(64).optional(), page, size });
export type ConsoleSubscriptionListQuery = z.output<typeof consoleSubscriptionListQuery>;
/** The subscriptions list's filters and page as the console sends them. */
export type ConsoleSubscriptionListParams = ListQueryInput<typeof consoleSubscriptionListQuery>;

/** console.feedback.detail and console.contact.detail params. */
export const consoleInboxIdInput = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });

/** How much of a message a list row carries; the drawer loads the rest. */
export const INBOX_PREVIEW_LENGTH = 120;

/** One feedback entry (in a list: email masked, content cut to INBOX_PREVIEW_LENGTH). */
export interface ConsoleFeedbackRow {
  id: string;
  category: string;
  content: string;
  name: string | null;
  email: string | null;
  memberId: string | null;
  locale: string;
  createdAt: string;
}

/** One contact-us message (in a list: email and phone masked, message cut to INBOX_PREVIEW_LENGTH). */
export interface ConsoleContactRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string | null;
  message: string;
  memberId: string | null;
  locale: string;
  createdAt: string;
}

/** One subscription (the email masked). */
export interface ConsoleSubscriptionRow {
  id: string;
  email: string;
  status: SubscriptionStatus;
  source: string;
  locale: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/** A page of rows of an inbox list. */
export interface ConsoleInboxPage<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}
