import type { PaidMembershipView, PayMethodsView, PaymentView } from '@sme/shared/schemas/payments';

/** Ids of the payment page tests (valid UUIDs, as the pages check). */
export const PAY_IDS = {
  order: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  purchase: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  payment: '99999999-9999-4999-8999-999999999999',
} as const;

/** A pay.methods answer: order SO2026000001, HK$334 payable within 25 minutes, card, FPS and the test provider. */
export function payMethodsView(overrides: Partial<PayMethodsView> = {}): PayMethodsView {
  return {
    purpose: 'ORDER',
    orderId: PAY_IDS.order,
    orderNo: 'SO2026000001',
    orderStatus: 'AWAITING_PAYMENT',
    membership: null,
    currency: 'HKD',
    payableMinor: 33_400,
    paymentDueAt: new Date(Date.now() + 25 * 60_000).toISOString(),
    methods: [
      { method: 'CARD', provider: 'stripe', flow: 'REDIRECT' },
      { method: 'FPS', provider: 'fps', flow: 'QR' },
      { method: 'TEST', provider: 'test', flow: 'REDIRECT' },
    ],
    blockedBy: null,
    blockedMessage: null,
    ...overrides,
  };
}

/** The membership purchase of the tests: Gold, annual, valid until 31 Mar 2027 once paid. */
export function paidMembership(overrides: Partial<PaidMembershipView> = {}): PaidMembershipView {
  return {
    purchaseId: PAY_IDS.purchase,
    purchaseNo: 'MP2026000007',
    tier: 'GOLD',
    cycle: 'ANNUAL',
    status: 'AWAITING_PAYMENT',
    validUntilDay: '2027-03-31',
    ...overrides,
  };
}

/** The fields of a payment answer for membership purchase MP2026000007 (HK$4,896, Gold annual) instead of an order. */
export function membershipSubject(membership: Partial<PaidMembershipView> = {}) {
  return {
    purpose: 'MEMBERSHIP',
    orderId: PAY_IDS.purchase,
    orderNo: 'MP2026000007',
    orderStatus: null,
    membership: paidMembership(membership),
  } as const;
}

/** A pay.create / pay.check answer: a test provider attempt of HK$334, still open. */
export function paymentView(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: PAY_IDS.payment,
    purpose: 'ORDER',
    orderId: PAY_IDS.order,
    orderNo: 'SO2026000001',
    membership: null,
    method: 'TEST',
    provider: 'test',
    status: 'PENDING',
    currency: 'HKD',
    amountMinor: 33_400,
    receivedMinor: null,
    next: null,
    failureCode: null,
    failureMessage: null,
    orderStatus: 'AWAITING_PAYMENT',
    createdAt: '2026-03-02T08:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}
