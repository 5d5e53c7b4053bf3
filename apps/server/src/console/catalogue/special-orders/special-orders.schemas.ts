import {
  type ConsoleSpecialOrderListView,
  type ConsoleSpecialOrderRow,
  type ConsoleSpecialOrderView,
  SPECIAL_ORDER_STATUSES,
} from '@sme/shared/schemas/console-special-orders';
import { z } from 'zod';

/** Zod mirrors of the console.specialOrder.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const text = z.string().nullable();

const rowFields = {
  id: z.string(),
  reference: z.string(),
  status: z.enum(SPECIAL_ORDER_STATUSES),
  merchantId: text,
  productName: z.string(),
  productCode: text,
  quantity: z.number(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: z.string(),
};

const rowSchema: z.ZodType<ConsoleSpecialOrderRow> = z.object(rowFields);

/** console.specialOrder.list answer. */
export const consoleSpecialOrderListSchema: z.ZodType<ConsoleSpecialOrderListView> = z.object({
  list: z.array(rowSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

/** console.specialOrder.detail answer (and quote's and decline's). */
export const consoleSpecialOrderSchema: z.ZodType<ConsoleSpecialOrderView> = z.object({
  ...rowFields,
  productId: text,
  memberId: text,
  specification: text,
  remark: text,
  locale: z.string(),
  quote: z.object({ amountMinor: z.number(), currency: z.string(), validUntil: z.string(), note: text }).nullable(),
  declineReason: text,
  handledBy: text,
  handledAt: text,
});
