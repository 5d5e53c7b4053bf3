import { ORDER_STATUSES } from '@sme/shared/order-status';
import type { ConsoleOrderAction, ConsoleOrderListView, ConsoleOrderSummary, ConsoleOrderView } from '@sme/shared/schemas/console-orders';
import { DELIVERY_TYPES } from '@sme/shared/delivery-types';
import { z } from 'zod';
import { paymentSchema } from '../../modules/payments';
import { orderSchema } from '../../modules/orders/orders.schemas';

/** Zod mirrors of the console.order.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const consoleActions = z.array(z.enum(['RECORD_PAYMENT', 'SHIP', 'VERIFY_PICKUP', 'COMPLETE', 'CANCEL', 'REFUND'] satisfies ConsoleOrderAction[]));

const summarySchema: z.ZodType<ConsoleOrderSummary> = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  memberId: z.string(),
  buyer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  currency: z.string(),
  totalMinor: z.number(),
  payableMinor: z.number(),
  paidMinor: z.number(),
  deliveryType: z.enum(DELIVERY_TYPES),
  isCashOnDelivery: z.boolean(),
  itemCount: z.number(),
  merchants: z.array(z.object({ id: z.string(), name: z.string() })),
  logistics: z.object({ company: z.string().nullable(), number: z.string().nullable() }),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  consoleActions,
});

/** ConsoleOrderListView. */
export const consoleOrderListSchema: z.ZodType<ConsoleOrderListView> = z.object({
  list: z.array(summarySchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

/** ConsoleOrderView: the order as its member sees it, and what staff need besides. */
export const consoleOrderSchema: z.ZodType<ConsoleOrderView> = z.intersection(
  orderSchema,
  z.object({ memberId: z.string(), merchantIds: z.array(z.string()), paidMinor: z.number(), payments: z.array(paymentSchema), consoleActions }),
);
