import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { PayCreateInput, PaymentView } from '@sme/shared/schemas/payments';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { switchToCashOnDelivery } from '../orders';
import { type PayableSubject, UNPAYABLE, memberSubject, subjectDescription, subjectRefOf, subjectsByIds } from './payable-subjects';
import { methodsFor } from './pay-methods';
import { cancelAtProviders, openAttempt } from './payment-attempts';
import type { PaymentsDeps } from './payments-deps';
import { payments } from './payments.tables';
import { loadPaymentView } from './payment-view';
import type { CreatePaymentResult } from './providers/payment-provider';

/**
 * pay.create: one attempt to pay the member's order, or membership purchase, with one method. The amount is what
 * the server reads as payable, never the browser's. The attempt is stored first (CREATED, so even a provider that
 * fails to answer leaves its trace), then PENDING with where the payer goes next. Cash on delivery (orders only)
 * moves the order to PREPARING through the orders module's own path (order.updateDeliveryCod). What is paid has one
 * open attempt at a time: storing this one closes the one before, at its provider too (payment-attempts.ts).
 */

/** Who asks, in which language, when. */
export interface PayContext {
  memberId: string;
  locale: Locale;
  now: Date;
}

function stored(result: CreatePaymentResult) {
  if (result.flow === 'REDIRECT') return { providerRef: result.providerRef, redirectUrl: result.url };
  if (result.flow === 'QR') return { providerRef: result.providerRef, qrPayload: result.payload, reference: result.reference };
  return { providerRef: result.providerRef };
}

/** Whether the subject, read again under its payment lock, can still take this attempt. */
function isStillPayable(current: PayableSubject | undefined, isCod: boolean): current is PayableSubject {
  if (!current) return false;
  // Cash on delivery was switched on above: the order no longer awaits payment online, but is still unpaid.
  return isCod ? current.isCashOnDelivery && current.paidAt === null : current.unpayable === null;
}

/**
 * pay.create: refuses an order that cannot be paid (1015), a membership purchase no longer awaiting payment (3206), a
 * method not enabled for it (1007), a provider that did not answer (1005).
 */
export async function createPayment(deps: PaymentsDeps, ctx: PayContext, input: PayCreateInput): Promise<PaymentView> {
  const subject = await memberSubject(deps.db, ctx.memberId, subjectRefOf(input));
  const methods = methodsFor(deps.registry, subject);
  if (subject.unpayable) throw new AppError(subject.unpayable);
  const choice = methods.find((m) => m.method === input.method);
  const provider = choice && deps.registry.provider(choice.provider);
  if (!provider) throw new AppError(Codes.PAY_METHOD_NOT_ENABLED);

  const isCod = provider.id === 'cod';
  if (isCod) await switchToCashOnDelivery(deps.db, ctx.memberId, subject.id, ctx.now);
  const row = await openAttempt(deps, subject.id, ctx.now, async (tx) => {
    // Read again under the lock: a payment applied meanwhile (another tab, a late capture) leaves nothing to pay.
    const current = (await subjectsByIds(tx, subject.purpose, [subject.id])).get(subject.id);
    if (!isStillPayable(current, isCod)) throw new AppError(UNPAYABLE[subject.purpose]);
    return {
      purpose: subject.purpose,
      memberId: ctx.memberId,
      provider: provider.id,
      method: input.method,
      currency: current.currency,
      amountMinor: current.payableMinor,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    };
  });

  let result: CreatePaymentResult;
  try {
    result = await provider.create({
      paymentId: row.id,
      orderId: subject.id,
      orderNo: subject.reference,
      method: input.method,
      currency: row.currency,
      amountMinor: row.amountMinor,
      returnUrl: `${deps.publicUrl}/payReturn/${provider.id}?paymentId=${row.id}`,
      cancelUrl: `${deps.publicUrl}/paymentFail?paymentId=${row.id}`,
      publicUrl: deps.publicUrl,
      buyerEmail: subject.buyerEmail,
      description: subjectDescription(subject, ctx.locale),
      locale: ctx.locale,
    });
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    const failure = err instanceof AppError ? err : new AppError(Codes.PAY_NETWORK_UNSTABLE);
    const set = { status: 'FAILED' as const, failureCode: failure.code, failureDetail: detail.slice(0, 1000), completedAt: new Date(), updatedAt: new Date() };
    await deps.db
      .update(payments)
      .set(set)
      .where(and(eq(payments.id, row.id), eq(payments.status, 'CREATED')));
    deps.log.warn(
      { paymentId: row.id, orderId: subject.id, purpose: subject.purpose, provider: provider.id, detail },
      'payment provider refused or did not answer',
    );
    throw failure;
  }
  const [opened] = await deps.db
    .update(payments)
    .set({ status: 'PENDING', ...stored(result), updatedAt: new Date() })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'CREATED')))
    .returning({ id: payments.id });
  if (!opened) {
    // A newer attempt closed this one while its provider was asked: keep the provider's reference (a payment that
    // still arrives is matched, and refunded, by it) and cancel it there. The payer is answered the closed attempt.
    const [closed] = await deps.db.update(payments).set(stored(result)).where(eq(payments.id, row.id)).returning();
    if (closed) await cancelAtProviders(deps, [closed]);
  }
  return loadPaymentView(deps.db, row.id, ctx.memberId, ctx.locale);
}
