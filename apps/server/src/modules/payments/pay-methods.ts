import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { PayMethodsView, PaymentMethodView } from '@sme/shared/schemas/payments';
import type { Db } from '../../db/client';
import { type PayableSubject, type SubjectRef, type UnpayableCode, memberSubject } from './payable-subjects';
import { PROVIDER_FLOW, type PaymentRegistry } from './providers/registry';

/**
 * Which methods can pay an order or a membership purchase: enabled providers that take its currency; cash on delivery
 * only where order.updateDeliveryCod allows it (never for a membership purchase: nothing is delivered).
 */
export function methodsFor(registry: PaymentRegistry, subject: PayableSubject): PaymentMethodView[] {
  return registry.providers
    .filter((p) => p.id !== 'cod' || subject.canPayOnDelivery)
    .flatMap((p) =>
      p.methods.filter((method) => p.supportsCurrency(subject.currency, method)).map((method) => ({ method, provider: p.id, flow: PROVIDER_FLOW[p.id] })),
    );
}

/**
 * Why the subject cannot be paid now, or null: an order not awaiting payment (1015), a membership purchase no longer
 * awaiting payment (3206), no method for its currency (1016).
 */
export function payBlock(subject: PayableSubject, methods: readonly PaymentMethodView[]): UnpayableCode | typeof Codes.PAY_NO_METHOD_FOR_CURRENCY | null {
  if (subject.unpayable) return subject.unpayable;
  if (methods.length === 0) return Codes.PAY_NO_METHOD_FOR_CURRENCY;
  return null;
}

/** pay.methods: the member's order or membership purchase with the methods that apply, or why it cannot be paid. */
export async function payMethods(db: Db, registry: PaymentRegistry, memberId: string, ref: SubjectRef, locale: Locale): Promise<PayMethodsView> {
  const subject = await memberSubject(db, memberId, ref);
  const methods = methodsFor(registry, subject);
  const block = payBlock(subject, methods);
  return {
    purpose: subject.purpose,
    orderId: subject.id,
    orderNo: subject.reference,
    orderStatus: subject.orderStatus,
    membership: subject.membership,
    currency: subject.currency,
    payableMinor: subject.payableMinor,
    paymentDueAt: subject.paymentDueAt ? subject.paymentDueAt.toISOString() : null,
    methods: block ? [] : methods,
    blockedBy: block?.code ?? null,
    blockedMessage: block ? translate(locale, block.key) : null,
  };
}
