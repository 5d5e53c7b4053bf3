import { z } from 'zod';
import { hkDayField, hkToday } from '../hk-day';
import { type ListQueryInput, text } from './fields';

/**
 * Back-office special order requests: the contract of console.specialOrder.list, .detail, .quote and
 * .decline. A request is quoted or declined once, from NEW; the requester is mailed either way. The quote form
 * validates with these same schemas, so "valid until today or later, Hong Kong time" is written once.
 */

const uuid = z.uuid({ error: 'validation.idInvalid' });

/** NEW until staff quote or decline it; both are final. */
export const SPECIAL_ORDER_STATUSES = ['NEW', 'QUOTED', 'DECLINED'] as const;
export type SpecialOrderStatus = (typeof SPECIAL_ORDER_STATUSES)[number];

/** Longest quote note and decline reason. */
export const QUOTE_NOTE_MAX_LENGTH = 1000;
export const DECLINE_REASON_MAX_LENGTH = 1000;

/** console.specialOrder.list query: status, q (reference, product, name, email or phone, part of it), one page. */
export const consoleSpecialOrderListQuery = z.object({
  status: z.enum(SPECIAL_ORDER_STATUSES).optional(),
  q: text().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConsoleSpecialOrderListQuery = z.output<typeof consoleSpecialOrderListQuery>;
/** The requests list's filters and page as the console sends them. */
export type ConsoleSpecialOrderListParams = ListQueryInput<typeof consoleSpecialOrderListQuery>;

/** console.specialOrder.detail params. */
export const consoleSpecialOrderIdInput = z.object({ id: uuid });

/** The quote form: a price in minor units, a currency the platform knows, until when it holds, and a note. */
export const specialOrderQuoteForm = z.object({
  amountMinor: z
    .number({ error: 'validation.priceInvalid' })
    .int({ error: 'validation.priceInvalid' })
    .positive({ error: 'validation.quoteAmountInvalid' })
    .max(Number.MAX_SAFE_INTEGER),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3,4}$/, { error: 'validation.invalid' }),
  validUntil: hkDayField.refine((s) => s >= hkToday(), { error: 'validation.quoteValidUntilPast' }),
  note: text().trim().max(QUOTE_NOTE_MAX_LENGTH).optional(),
});
export type SpecialOrderQuoteForm = z.input<typeof specialOrderQuoteForm>;

/** console.specialOrder.quote body. */
export const consoleSpecialOrderQuoteInput = specialOrderQuoteForm.extend({ id: uuid });
export type ConsoleSpecialOrderQuoteInput = z.output<typeof consoleSpecialOrderQuoteInput>;

/** console.specialOrder.decline body: why, told to the requester. */
export const consoleSpecialOrderDeclineInput = z.object({
  id: uuid,
  reason: text().trim().min(1, { error: 'validation.required' }).max(DECLINE_REASON_MAX_LENGTH),
});
export type ConsoleSpecialOrderDeclineInput = z.output<typeof consoleSpecialOrderDeclineInput>;

/** A request as the console lists it (email and phone masked). */
export interface ConsoleSpecialOrderRow {
  id: string;
  /** SO-XXXXXXXX, as the requester's mails quote it. */
  reference: string;
  status: SpecialOrderStatus;
  merchantId: string | null;
  productName: string;
  productCode: string | null;
  quantity: number;
  customerName: string;
  email: string;
  phone: string;
  createdAt: string;
}

/** A page of special order requests. */
export interface ConsoleSpecialOrderListView {
  list: ConsoleSpecialOrderRow[];
  total: number;
  page: number;
  size: number;
}

/** The quote sent to the requester. */
export interface SpecialOrderQuote {
  amountMinor: number;
  currency: string;
  validUntil: string;
  note: string | null;
}

/** One request in full (email and phone unmasked, so staff can call back), with how it was handled. */
export interface ConsoleSpecialOrderView extends ConsoleSpecialOrderRow {
  productId: string | null;
  memberId: string | null;
  specification: string | null;
  remark: string | null;
  locale: string;
  quote: SpecialOrderQuote | null;
  declineReason: string | null;
  handledBy: string | null;
  handledAt: string | null;
}
