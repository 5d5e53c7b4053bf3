import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { PayCreateInput, PaymentView } from '@sme/shared/schemas/payments';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { payableOrderOf, payableOrdersByIds, switchToCashOnDelivery } from '../orders';
import { methodsFor, payBlock } from './pay-methods';
import { cancelAtProviders, openAttempt } from './payment-attempts';
import type { PaymentsDeps } from './payments-deps';
import { payments } from './payments.tables';
import { loadPaymentView } from './payment-view';
import type { CreatePaymentResult } from './providers/payment-provider';

/**
 * pay.create: one attempt to pay the member's order with one method. The amount is the order's payable
 * as the server reads it, never the browser's. The attempt is stored first (CREATED, so even a provider that
 * fails to answer leaves its trace), then PENDING with where the payer goes next. Cash on delivery moves the order
 * to PREPARING through the orders module's own path (order.updateDeliveryCod). The order has one open attempt at
 * a time: storing this one closes the one before, at its provider too (payment-attempts.ts).
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

/** pay.create: refuses an order that cannot be paid (1015), a method not enabled for it (1007), a provider that did not answer (1005). */
export async function createPayment(deps: PaymentsDeps, ctx: PayContext, input: PayCreateInput): Promise<PaymentView> {
  const order = await payableOrderOf(deps.db, ctx.memberId, input.orderId);
  const methods = methodsFor(deps.registry, order);
  if (payBlock(order, methods) === Codes.PAY_CONTACT_ADMIN) throw new AppError(Codes.PAY_CONTACT_ADMIN);
  const choice = methods.find((m) => m.method === input.method);
  const provider = choice && deps.registry.provider(choice.provider);
  if (!provider) throw new AppError(Codes.PAY_METHOD_NOT_ENABLED);

  const isCod = provider.id === 'cod';
  if (isCod) await switchToCashOnDelivery(deps.db, ctx.memberId, order.id, ctx.now);
  const row = await openAttempt(deps, order.id, ctx.now, async (tx) => {
    // Read again under the lock: a payment applied meanwhile (another tab, a late capture) leaves nothing to pay.
    const current = (await payableOrdersByIds(tx, [order.id])).get(order.id);
    const payable = current && (isCod ? current.isCashOnDelivery && current.paidAt === null : payBlock(current, methods) === null);
    if (!current || !payable) throw new AppError(Codes.PAY_CONTACT_ADMIN);
    return {
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
      orderId: order.id,
      orderNo: order.orderNo,
      method: input.method,
      currency: row.currency,
      amountMinor: row.amountMinor,
      returnUrl: `${deps.publicUrl}/payReturn/${provider.id}?paymentId=${row.id}`,
      cancelUrl: `${deps.publicUrl}/paymentFail?paymentId=${row.id}`,
      publicUrl: deps.publicUrl,
      buyerEmail: order.buyerEmail,
      description: translate(ctx.locale, 'pay.description', { orderNo: order.orderNo }),
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
    deps.log.warn({ paymentId: row.id, orderId: order.id, provider: provider.id, detail }, 'payment provider refused or did not answer');
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
