import { envelope, type SeenRequest } from '@/test/fake-fetch';
import { ORDER_IDS, orderView } from '@/test/order-fixture';
import type { ConsoleMe } from './access/api/get-console-me';
import { type ConsoleOrderSummary, type ConsoleOrderView, consoleOrderActions } from '@sme/shared/schemas/console-orders';

const BUYER_ID = '88888888-8888-4888-8888-888888888888';

/** The admin at the console, past the second factor unless told otherwise. */
export function consoleMe(overrides: Partial<ConsoleMe> = {}): ConsoleMe {
  return {
    memberId: '99999999-9999-4999-8999-999999999999',
    displayName: 'Ada Admin',
    roles: ['MEMBER', 'ADMIN'],
    isAdmin: true,
    merchantId: null,
    merchantName: null,
    totpEnrolled: true,
    secondFactorPassed: true,
    ...overrides,
  };
}

/** One row of the orders table. */
export function consoleOrderSummary(overrides: Partial<ConsoleOrderSummary> = {}): ConsoleOrderSummary {
  return {
    id: ORDER_IDS.order,
    orderNo: 'SO2026000001',
    status: 'PREPARING',
    memberId: BUYER_ID,
    deliveryType: 'HOME_DELIVERY',
    isCashOnDelivery: false,
    currency: 'HKD',
    totalMinor: 33_400,
    payableMinor: 33_400,
    paidMinor: 33_400,
    itemCount: 2,
    merchants: [{ id: ORDER_IDS.merchant, name: 'Tea House HK' }],
    logistics: { company: null, number: null },
    buyer: { name: 'Chan Tai Man', phone: '+85291234567', email: 'tai.man@example.hk' },
    paidAt: '2026-11-20T08:05:00.000Z',
    createdAt: '2026-11-20T08:00:00.000Z',
    consoleActions: ['SHIP', 'REFUND'],
    ...overrides,
  };
}

/**
 * A console.order.detail answer: the shop's order fixture, paid and preparing for home delivery; the actions follow
 * the status and payment as the shared rule decides them.
 */
export function consoleOrderView(overrides: Partial<ConsoleOrderView> = {}): ConsoleOrderView {
  const base: ConsoleOrderView = {
    ...orderView({ status: 'PREPARING', deliveryType: 'HOME_DELIVERY', pickupPoint: null, pickupQr: null, paymentDueAt: null }),
    memberId: BUYER_ID,
    payments: [],
    merchantIds: [ORDER_IDS.merchant],
    paidMinor: 33_400,
    paidAt: '2026-11-20T08:05:00.000Z',
    consoleActions: [],
    ...overrides,
  };
  return { ...base, consoleActions: overrides.consoleActions ?? consoleOrderActions({ ...base, paidAt: base.paidAt ?? null }) };
}

/** A page answer of a console table. */
export const consolePage = <T>(list: T[], total = list.length, page = 1, size = 20) => envelope(200, { list, total, page, size });

/** The JSON body a request carried. */
export const jsonBody = (req: SeenRequest): Record<string, unknown> => JSON.parse(String(req.body)) as Record<string, unknown>;
