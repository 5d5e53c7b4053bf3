import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { SpecialOrderCreated } from '@sme/shared/schemas/catalogue';
import type { SpecialOrderRequest } from '@sme/shared/schemas/special-orders';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { Mailer } from '../../../integrations/mail/mailer';
import { maskEmail } from '@sme/shared/masking';
import { products, specialOrders } from '../catalogue.tables';
import { specialOrderMail } from './special-orders.mail';

/** A checked request (phone already E.164) with who sent it and in which language. */
export interface CreateSpecialOrderInput extends SpecialOrderRequest {
  locale: Locale;
  /** The session's member, null for a visitor. */
  memberId: string | null;
}

/** An optional text field: empty means absent. */
const orNull = (s: string | undefined) => (s ? s : null);

/** The merchant of an ACTIVE product; 404 for an unknown or hidden one, so no request points at a product nobody sells. */
async function merchantOfProduct(db: Database, productId: string): Promise<string> {
  const [row] = await db
    .select({ merchantId: products.merchantId })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'ACTIVE')))
    .limit(1);
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return row.merchantId;
}

/**
 * Save a special (wholesale) order request (spec section 3) and mail the customer a confirmation in the
 * request's locale. Text is stored exactly as typed (it is data, escaped wherever it is shown). If the mail
 * cannot be sent the request is withdrawn and the customer asked to retry, so an answer of success always
 * means "saved and confirmed" and a retry never leaves a duplicate behind.
 */
export async function createSpecialOrder(db: Database, mailer: Mailer, input: CreateSpecialOrderInput): Promise<SpecialOrderCreated> {
  const merchantId = input.productId ? await merchantOfProduct(db, input.productId) : null;
  const values = {
    memberId: input.memberId,
    productId: input.productId ?? null,
    merchantId,
    productName: input.productName,
    productCode: orNull(input.productCode),
    specification: orNull(input.specification),
    quantity: input.quantity,
    customerName: input.customerName,
    email: input.email,
    phone: input.phone,
    remark: orNull(input.remark),
    locale: input.locale,
  };
  const [row] = await db.insert(specialOrders).values(values).returning({ id: specialOrders.id });
  if (!row) throw new AppError(Codes.RETRY_LATER);
  try {
    await mailer.send(specialOrderMail(input.locale, { id: row.id, ...values }));
  } catch (err) {
    await db.delete(specialOrders).where(eq(specialOrders.id, row.id));
    // The error handler logs 5xx AppErrors; the cause keeps the mailer's reason in that log line.
    throw Object.assign(new AppError(Codes.RETRY_LATER), { cause: err });
  }
  return { id: row.id, confirmationSentTo: maskEmail(input.email) };
}
