import { z } from 'zod';
import { ORDER_REMARK_MAX_LENGTH } from '../constants';
import { emailField, text } from './fields';
import { phoneRegionField } from './phone';

/**
 * The buyer of an order (spec section 3, customer info), apart from the order schemas: order.create extends it, and
 * the checkout's buyer form checks its fields with it without building the order, cart and catalogue schemas.
 */
export const orderBuyerFields = z.object({
  buyerName: text().trim().min(1, { error: 'validation.required' }).max(60),
  regionCode: phoneRegionField,
  buyerPhone: text().trim().min(1, { error: 'validation.phoneRequired' }).max(32),
  buyerEmail: emailField,
  remark: text().trim().max(ORDER_REMARK_MAX_LENGTH, { error: 'validation.remarkTooLong' }).optional(),
});
