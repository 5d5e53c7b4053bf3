import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { maskEmail, maskPhone } from '@sme/shared/masking';
import type {
  ConsoleSpecialOrderDeclineInput,
  ConsoleSpecialOrderListQuery,
  ConsoleSpecialOrderListView,
  ConsoleSpecialOrderQuoteInput,
  ConsoleSpecialOrderRow,
  ConsoleSpecialOrderView,
  SpecialOrderStatus,
} from '@sme/shared/schemas/console-special-orders';
import { type SQL, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { fieldError } from '../../../http/validation';
import type { Mailer } from '../../../integrations/mail/mailer';
import { recordAudit } from '../../audit';
import { type ConsoleActor, auditActor } from '../../../http/console-guard';
import { currencies, specialOrders } from '../../../modules/catalogue/catalogue.tables';
import { type SpecialOrderAnswer, specialOrderAnswerMail } from './special-orders.mail';
import { specialOrderReference } from '../../../modules/catalogue/products/special-orders.mail';

/**
 * Back-office special order requests. An admin reaches every request; a merchant's staff only requests for
 * their merchant's products (another merchant's answers 404, like a missing one). A request is answered once, from
 * NEW, by a conditional update: of two staff answering at once exactly one succeeds, the other gets 409. A mail that
 * cannot be sent leaves the request NEW again.
 */

type SpecialOrderRow = typeof specialOrders.$inferSelect;

const notFound = () => new AppError(Codes.NOT_FOUND);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The condition that keeps the actor's requests (undefined: all of them). */
function scope(actor: ConsoleActor): SQL | undefined {
  if (actor.isAdmin) return undefined;
  return actor.merchantId ? eq(specialOrders.merchantId, actor.merchantId) : sql`false`;
}

function rowView(r: SpecialOrderRow): ConsoleSpecialOrderRow {
  return {
    id: r.id,
    reference: specialOrderReference(r.id),
    status: r.status as SpecialOrderStatus,
    merchantId: r.merchantId,
    productName: r.productName,
    productCode: r.productCode,
    quantity: r.quantity,
    customerName: r.customerName,
    email: maskEmail(r.email),
    phone: maskPhone(r.phone),
    createdAt: r.createdAt.toISOString(),
  };
}

function fullView(r: SpecialOrderRow): ConsoleSpecialOrderView {
  const quoted = r.quoteAmountMinor !== null && r.quoteCurrency && r.quoteValidUntil;
  return {
    ...rowView(r),
    email: r.email,
    phone: r.phone,
    productId: r.productId,
    memberId: r.memberId,
    specification: r.specification,
    remark: r.remark,
    locale: r.locale,
    quote: quoted ? { amountMinor: r.quoteAmountMinor ?? 0, currency: r.quoteCurrency ?? '', validUntil: r.quoteValidUntil ?? '', note: r.quoteNote } : null,
    declineReason: r.declineReason,
    handledBy: r.handledBy,
    handledAt: r.handledAt?.toISOString() ?? null,
  };
}

/** The search: the SO- reference, product name or code, requester name, email or phone (part of it). */
function searchCondition(q: string): SQL | undefined {
  const like = `%${escapeLike(q)}%`;
  const reference = /^(?:SO-)?([0-9a-f]{1,8})$/i.exec(q)?.[1];
  const digits = q.replace(/[\s()-]/g, '');
  return or(
    ilike(specialOrders.productName, like),
    ilike(specialOrders.productCode, like),
    ilike(specialOrders.customerName, like),
    ilike(specialOrders.email, like),
    /^\+?\d+$/.test(digits) ? ilike(specialOrders.phone, `%${digits}%`) : undefined,
    reference ? sql`${specialOrders.id}::text like ${`${reference.toLowerCase()}%`}` : undefined,
  );
}

/** console.specialOrder.list: the actor's requests, newest first, by status and search; contact masked. */
export async function listConsoleSpecialOrders(db: Database, actor: ConsoleActor, q: ConsoleSpecialOrderListQuery): Promise<ConsoleSpecialOrderListView> {
  const where = and(scope(actor), q.status ? eq(specialOrders.status, q.status) : undefined, q.q ? searchCondition(q.q) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(specialOrders)
      .where(where)
      .orderBy(desc(specialOrders.createdAt), desc(specialOrders.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(specialOrders).where(where),
  ]);
  return { list: rows.map(rowView), total: counted?.n ?? 0, page: q.page, size: q.size };
}

async function findScoped(db: Db, actor: ConsoleActor, id: string): Promise<SpecialOrderRow> {
  const [row] = await db
    .select()
    .from(specialOrders)
    .where(and(eq(specialOrders.id, id), scope(actor)));
  if (!row) throw notFound();
  return row;
}

/** console.specialOrder.detail: the request with contact in full; 404 outside the actor's reach. */
export async function consoleSpecialOrderDetail(db: Database, actor: ConsoleActor, id: string): Promise<ConsoleSpecialOrderView> {
  return fullView(await findScoped(db, actor, id));
}

/** What a quote or decline leaves on the row, cleared again when its mail could not be sent. */
const UNANSWERED = {
  status: 'NEW',
  quoteAmountMinor: null,
  quoteCurrency: null,
  quoteValidUntil: null,
  quoteNote: null,
  declineReason: null,
  handledBy: null,
  handledAt: null,
} as const;

/**
 * Move a NEW request to QUOTED or DECLINED with `values` and its audit entry (one transaction), then mail the
 * requester. Not NEW (any more): 409; outside the actor's reach: 404. The mail goes after the commit (an outbox
 * write inside the transaction would wait on it forever on PGlite); if it cannot be sent, the answer is undone and
 * the undoing audited, like the create path withdraws a request it could not confirm.
 */
async function answerRequest(
  db: Database,
  mailer: Mailer,
  actor: ConsoleActor,
  id: string,
  values: Partial<typeof specialOrders.$inferInsert> & { status: SpecialOrderStatus },
  answer: SpecialOrderAnswer,
): Promise<void> {
  const action = answer.kind === 'quote' ? 'console.specialOrder.quote' : 'console.specialOrder.decline';
  const handledAt = new Date();
  const row = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(specialOrders)
      .set({ ...values, handledBy: actor.memberId, handledAt })
      .where(and(eq(specialOrders.id, id), eq(specialOrders.status, 'NEW'), scope(actor)))
      .returning();
    if (!claimed) {
      await findScoped(tx, actor, id);
      throw new AppError(Codes.CONFLICT, { messageKey: 'consoleSpecialOrders.alreadyHandled' });
    }
    const detail = answer.kind === 'quote' ? { ...answer.quote } : { reason: answer.reason };
    await recordAudit(tx, {
      ...auditActor(actor),
      action,
      targetType: 'SPECIAL_ORDER',
      targetId: claimed.id,
      merchantId: claimed.merchantId,
      detail: { reference: specialOrderReference(claimed.id), ...detail },
    });
    return claimed;
  });
  try {
    await mailer.send(specialOrderAnswerMail(row.locale as Locale, row, answer));
  } catch (err) {
    await db.transaction(async (tx) => {
      await tx
        .update(specialOrders)
        .set(UNANSWERED)
        .where(and(eq(specialOrders.id, row.id), eq(specialOrders.status, values.status), eq(specialOrders.handledAt, handledAt)));
      await recordAudit(tx, {
        ...auditActor(actor),
        action: `${action}.undone`,
        targetType: 'SPECIAL_ORDER',
        targetId: row.id,
        merchantId: row.merchantId,
        detail: { reference: specialOrderReference(row.id), why: 'mailFailed' },
      });
    });
    // The error handler logs 5xx AppErrors; the cause keeps the mailer's reason in that log line.
    throw Object.assign(new AppError(Codes.RETRY_LATER), { cause: err });
  }
}

/** console.specialOrder.quote: price, currency (one the platform knows), valid-until day and note, mailed to the requester. */
export async function quoteSpecialOrder(db: Database, mailer: Mailer, actor: ConsoleActor, input: ConsoleSpecialOrderQuoteInput): Promise<void> {
  const [known] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, input.currency));
  if (!known) throw fieldError('currency', 'validation.currencyUnknown', input.currency);
  const quote = { amountMinor: input.amountMinor, currency: input.currency, validUntil: input.validUntil, note: input.note || null };
  await answerRequest(
    db,
    mailer,
    actor,
    input.id,
    { status: 'QUOTED', quoteAmountMinor: quote.amountMinor, quoteCurrency: quote.currency, quoteValidUntil: quote.validUntil, quoteNote: quote.note },
    { kind: 'quote', quote },
  );
}

/** console.specialOrder.decline: the reason, mailed to the requester. */
export async function declineSpecialOrder(db: Database, mailer: Mailer, actor: ConsoleActor, input: ConsoleSpecialOrderDeclineInput): Promise<void> {
  await answerRequest(db, mailer, actor, input.id, { status: 'DECLINED', declineReason: input.reason }, { kind: 'decline', reason: input.reason });
}
