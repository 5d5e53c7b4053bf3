import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { PayMethodsView, PaymentMethodView } from '@sme/shared/schemas/payments';
import type { Db } from '../../db/client';
import { PAYABLE_STATUSES, type PayableOrder, payableOrderOf } from '../orders';
import { PROVIDER_FLOW, type PaymentRegistry } from './providers/registry';

/** Which methods an order can be paid with: enabled providers that take its currency; cash on delivery only where order.updateDeliveryCod allows it. */
export function methodsFor(registry: PaymentRegistry, order: PayableOrder): PaymentMethodView[] {
  return registry.providers
    .filter((p) => p.id !== 'cod' || order.canPayOnDelivery)
    .flatMap((p) =>
      p.methods.filter((method) => p.supportsCurrency(order.currency, method)).map((method) => ({ method, provider: p.id, flow: PROVIDER_FLOW[p.id] })),
    );
}

/** Why an order cannot be paid now (1015 not payable, 1016 no method for its currency), or null. */
export function payBlock(
  order: PayableOrder,
  methods: readonly PaymentMethodView[],
): typeof Codes.PAY_CONTACT_ADMIN | typeof Codes.PAY_NO_METHOD_FOR_CURRENCY | null {
  if (!PAYABLE_STATUSES.includes(order.status) || order.payableMinor <= 0) return Codes.PAY_CONTACT_ADMIN;
  if (methods.length === 0) return Codes.PAY_NO_METHOD_FOR_CURRENCY;
  return null;
}

/** pay.methods: the member's order with the methods that apply, or why it cannot be paid. */
export async function payMethods(db: Db, registry: PaymentRegistry, memberId: string, orderId: string, locale: Locale): Promise<PayMethodsView> {
  const order = await payableOrderOf(db, memberId, orderId);
  const methods = methodsFor(registry, order);
  const block = payBlock(order, methods);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    orderStatus: order.status,
    currency: order.currency,
    payableMinor: order.payableMinor,
    paymentDueAt: order.paymentDueAt ? order.paymentDueAt.toISOString() : null,
    methods: block ? [] : methods,
    blockedBy: block?.code ?? null,
    blockedMessage: block ? translate(locale, block.key) : null,
  };
}
