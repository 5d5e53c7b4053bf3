import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { PaymentView } from '@sme/shared/schemas/payments';
import { AppError } from '../../http/app-error';
import { findPayment, loadPaymentView } from '../../modules/payments/payment-view';
import type { PaymentsDeps } from '../../modules/payments/payments-deps';
import { type StaffActor, staffActorOf } from '../../modules/payments/staff-actor';
import { type AlongsideEvent, type EventResult, processPaymentEvent } from '../../workflows/payment-confirmation';

/**
 * Staff saying money arrived: an FPS transfer seen in the bank (pay.confirmTransfer) or cash the courier
 * collected (pay.markCollected). Both go through the callback workflow under one event id per payment, so a
 * second confirmation of the same payment changes nothing.
 */

/** The payment-event type of each staff confirmation. */
const COUNTED_TYPE = { fps: 'transfer.confirmed', cod: 'cash.collected' } as const;

/**
 * Staff counted `receivedMinor` for this FPS or cash-on-delivery attempt; answers how the event was handled
 * (DUPLICATE when this attempt was confirmed before). `alongside` runs inside the confirmation's transaction.
 */
export async function confirmCountedMoney(
  deps: PaymentsDeps,
  staff: StaffActor,
  input: { paymentId: string; receivedMinor: number },
  provider: keyof typeof COUNTED_TYPE,
  alongside?: AlongsideEvent,
): Promise<EventResult> {
  const row = await findPayment(deps.db, input.paymentId, null);
  if (row.provider !== provider) throw new AppError(Codes.BAD_REQUEST, { messageKey: provider === 'fps' ? 'pay.notTransfer' : 'pay.notCashOnDelivery' });
  const type = COUNTED_TYPE[provider];
  return processPaymentEvent(
    deps,
    {
      provider,
      eventId: `${type}:${row.id}`,
      type,
      outcome: 'SUCCEEDED',
      paymentId: row.id,
      providerRef: row.providerRef,
      amountMinor: input.receivedMinor,
      currency: row.currency,
      failureCode: null,
      detail: null,
      payload: { by: staff.memberId, receivedMinor: input.receivedMinor },
      isCountedByStaff: true,
      actor: staffActorOf(staff),
    },
    new Date(),
    alongside,
  );
}

/** pay.confirmTransfer: the FPS transfer of this attempt arrived (a short one makes the order partly paid). */
export async function confirmTransfer(
  deps: PaymentsDeps,
  staff: StaffActor,
  input: { paymentId: string; receivedMinor: number },
  locale: Locale,
): Promise<PaymentView> {
  await confirmCountedMoney(deps, staff, input, 'fps');
  return loadPaymentView(deps.db, input.paymentId, null, locale);
}

/** pay.markCollected: the courier collected the cash of a cash-on-delivery order (already PREPARING: the money is recorded, the status stays). */
export async function markCollected(
  deps: PaymentsDeps,
  staff: StaffActor,
  input: { paymentId: string; receivedMinor: number },
  locale: Locale,
): Promise<PaymentView> {
  await confirmCountedMoney(deps, staff, input, 'cod');
  return loadPaymentView(deps.db, input.paymentId, null, locale);
}
