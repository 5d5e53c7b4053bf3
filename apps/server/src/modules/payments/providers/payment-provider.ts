import type { Locale } from '@sme/shared/constants';
import type { PaymentMethod, PaymentProviderId } from '@sme/shared/schemas/payments';

/**
 * The one interface every payment provider implements: create a payment for an order, read a
 * provider's callback (verifying its signature with the provider's own algorithm), check a payment's status,
 * refund, and (where the provider can) cancel an attempt. The payments service owns the workflow (amount and
 * currency checks against the order, processing each event once, order status); a provider only talks to its API
 * and says what it saw.
 */

/** What the payments service asks a provider to create. The amount is the order's payable, never the browser's. */
export interface CreatePaymentRequest {
  paymentId: string;
  orderId: string;
  orderNo: string;
  method: PaymentMethod;
  currency: string;
  amountMinor: number;
  /** Where the provider sends the payer back (the platform's provider return route, carrying the payment id). */
  returnUrl: string;
  cancelUrl: string;
  /** Public base URL of the platform (hosted test page, callback URLs). */
  publicUrl: string;
  buyerEmail: string;
  description: string;
  locale: Locale;
}

/** How the payer continues, and the provider's id for the attempt. */
export type CreatePaymentResult =
  | { flow: 'REDIRECT'; url: string; providerRef: string }
  | { flow: 'QR'; payload: string; reference: string; providerRef: string | null }
  | { flow: 'OFFLINE'; providerRef: string | null };

/** What a verified callback says happened. */
export type CallbackOutcome = 'SUCCEEDED' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'PENDING' | 'REFUNDED' | 'IGNORED';

/** A callback whose signature checked out. Amount and currency are the provider's, compared with the order by the service. */
export interface VerifiedCallback {
  /** The provider's event id: the same event delivered again carries the same id. */
  eventId: string;
  type: string;
  outcome: CallbackOutcome;
  /** The provider's id of the attempt (session, order, charge) or our payment id when the provider echoes it. */
  providerRef: string | null;
  paymentId: string | null;
  amountMinor: number | null;
  currency: string | null;
  /** Section 8 code for a failure (1004 … 1020) when the provider says why. */
  failureCode: number | null;
  detail: string | null;
  payload: unknown;
}

/** A delivery exactly as it arrived: the raw body (signatures cover bytes, not parsed JSON) and the headers. */
export interface CallbackDelivery {
  rawBody: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** Thrown by verifyCallback when the signature, timestamp or secret does not check out; the delivery is answered 400 and recorded as REJECTED. */
export class CallbackRejected extends Error {
  override name = 'CallbackRejected';
}

/** A payment's state as the provider reports it now (pay.check on return). */
export interface ProviderStatus {
  outcome: CallbackOutcome;
  amountMinor: number | null;
  currency: string | null;
  failureCode: number | null;
  detail: string | null;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Methods this provider offers, in display order. */
  readonly methods: readonly PaymentMethod[];
  /** Whether it can take payments in this ISO 4217 currency with this method (omitted: with any of its methods). */
  supportsCurrency(currency: string, method?: PaymentMethod): boolean;
  create(request: CreatePaymentRequest): Promise<CreatePaymentResult>;
  verifyCallback(delivery: CallbackDelivery): Promise<VerifiedCallback>;
  checkStatus(payment: { id: string; providerRef: string | null; currency: string; amountMinor: number }): Promise<ProviderStatus>;
  refund(
    payment: { id: string; providerRef: string | null; currency: string },
    amountMinor: number,
  ): Promise<{ providerRef: string | null; succeeded: boolean }>;
  /**
   * Closes an attempt the platform gave up on (a newer attempt replaced it, or the order was paid) so the payer can no
   * longer pay it. Only providers that can: elsewhere a payment that still arrives is refunded automatically.
   */
  cancel?(payment: { id: string; providerRef: string | null }): Promise<void>;
}
