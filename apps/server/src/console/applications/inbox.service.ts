import { Codes } from '@sme/shared/codes';
import {
  type ConsoleContactRow,
  type ConsoleFeedbackRow,
  type ConsoleInboxListQuery,
  type ConsoleInboxPage,
  INBOX_PREVIEW_LENGTH,
} from '@sme/shared/schemas/console-inbox';
import { maskEmail, maskPhone } from '@sme/shared/masking';
import { type SQL, and, count, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { contactMessages, feedback } from '../../modules/applications/applications.tables';
import { hkDayRange } from '@sme/shared/hk-day';

/**
 * The back office's inbox (admins only): feedback and contact-us messages, newest first. A list row carries
 * the contact masked and the text cut short; the detail (the drawer) answers the whole message with the contact in full.
 */

type FeedbackRow = typeof feedback.$inferSelect;
type ContactRow = typeof contactMessages.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const preview = (s: string) => (s.length > INBOX_PREVIEW_LENGTH ? `${s.slice(0, INBOX_PREVIEW_LENGTH)}…` : s);
const notFound = () => new AppError(Codes.NOT_FOUND);

/** The conditions shared by both lists: the search over some text columns, and the Hong Kong day range on createdAt. */
function inboxWhere(q: ConsoleInboxListQuery, searched: PgColumn[], createdAt: PgColumn): SQL | undefined {
  const range = hkDayRange(q.from, q.to);
  const like = q.q ? `%${escapeLike(q.q)}%` : undefined;
  return and(
    like ? or(...searched.map((c) => ilike(c, like))) : undefined,
    range.from ? gte(createdAt, range.from) : undefined,
    range.to ? lt(createdAt, range.to) : undefined,
  );
}

function feedbackView(r: FeedbackRow, masked: boolean): ConsoleFeedbackRow {
  return {
    id: r.id,
    category: r.category,
    content: masked ? preview(r.content) : r.content,
    name: r.name,
    email: r.email && masked ? maskEmail(r.email) : r.email,
    memberId: r.memberId,
    locale: r.locale,
    createdAt: r.createdAt.toISOString(),
  };
}

function contactView(r: ContactRow, masked: boolean): ConsoleContactRow {
  return {
    id: r.id,
    name: r.name,
    email: masked ? maskEmail(r.email) : r.email,
    phone: r.phone && masked ? maskPhone(r.phone) : r.phone,
    company: r.company,
    subject: r.subject,
    message: masked ? preview(r.message) : r.message,
    memberId: r.memberId,
    locale: r.locale,
    createdAt: r.createdAt.toISOString(),
  };
}

/** console.feedback.list: q over name, email, category and content. */
export async function listConsoleFeedback(db: Database, q: ConsoleInboxListQuery): Promise<ConsoleInboxPage<ConsoleFeedbackRow>> {
  const where = inboxWhere(q, [feedback.name, feedback.email, feedback.category, feedback.content], feedback.createdAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { list: rows.map((r) => feedbackView(r, true)), total: counted?.n ?? 0, page: q.page, size: q.size };
}

/** console.feedback.detail: the whole entry, email in full. */
export async function consoleFeedbackDetail(db: Database, id: string): Promise<ConsoleFeedbackRow> {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  if (!row) throw notFound();
  return feedbackView(row, false);
}

/** console.contact.list: q over name, email, phone, company, subject and message. */
export async function listConsoleContacts(db: Database, q: ConsoleInboxListQuery): Promise<ConsoleInboxPage<ConsoleContactRow>> {
  const c = contactMessages;
  const where = inboxWhere(q, [c.name, c.email, c.phone, c.company, c.subject, c.message], c.createdAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(c)
      .where(where)
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(c).where(where),
  ]);
  return { list: rows.map((r) => contactView(r, true)), total: counted?.n ?? 0, page: q.page, size: q.size };
}

/** console.contact.detail: the whole message, email and phone in full. */
export async function consoleContactDetail(db: Database, id: string): Promise<ConsoleContactRow> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound();
  return contactView(row, false);
}
