import { Codes } from '@sme/shared/codes';
import type { ContentKind } from '@sme/shared/schemas/catalogue';
import type {
  ConsoleContentListQuery,
  ConsoleContentListView,
  ConsoleContentRow,
  ConsoleContentView,
  ContentStatus,
} from '@sme/shared/schemas/console-content';
import { type SQL, and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { type ConsoleActor, canActOnMerchant } from '../../../http/console-guard';
import { contents } from '../../../modules/catalogue/catalogue.tables';

/**
 * Back-office content reads. An admin reaches every item; a merchant's staff only their merchant's
 * (platform items have no merchant, so they stay out of reach). Anything else answers 404 like a missing item.
 */

type ContentRow = typeof contents.$inferSelect;

/** 404 of a content item outside the actor's reach (or missing). */
export const contentNotFound = () => new AppError(Codes.NOT_FOUND);

/** The condition on `contents` that keeps the actor's items (undefined: all of them). */
function contentScope(actor: ConsoleActor): SQL | undefined {
  if (actor.isAdmin) return undefined;
  return actor.merchantId ? eq(contents.merchantId, actor.merchantId) : sql`false`;
}

/** The actor's content item by id, locked for update inside a transaction when `lock`; 404 outside the actor's reach. */
export async function findConsoleContent(db: Db, actor: ConsoleActor, id: string, lock = false): Promise<ContentRow> {
  const query = db
    .select()
    .from(contents)
    .where(and(eq(contents.id, id), contentScope(actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !canActOnMerchant(actor, row.merchantId)) throw contentNotFound();
  return row;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function rowView(r: ContentRow): ConsoleContentRow {
  return {
    id: r.id,
    kind: r.kind as ContentKind,
    slug: r.slug,
    titleEn: r.titleEn,
    titleZh: r.titleZh,
    status: r.status as ContentStatus,
    merchantId: r.merchantId,
    coverUrl: r.coverUrl,
    publishedAt: r.publishedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}

/** The full view of a stored row. */
export function contentView(r: ContentRow): ConsoleContentView {
  return { ...rowView(r), summaryEn: r.summaryEn, summaryZh: r.summaryZh, bodyEn: r.bodyEn, bodyZh: r.bodyZh };
}

/** console.content.list: the actor's items, newest first, filtered by kind, status, title or slug and (admins) merchant. */
export async function listConsoleContent(db: Database, actor: ConsoleActor, q: ConsoleContentListQuery): Promise<ConsoleContentListView> {
  const conditions: Array<SQL | undefined> = [contentScope(actor)];
  if (q.q) {
    const like = `%${escapeLike(q.q)}%`;
    conditions.push(or(ilike(contents.titleEn, like), ilike(contents.titleZh, like), ilike(contents.slug, like)));
  }
  if (q.kind) conditions.push(eq(contents.kind, q.kind));
  if (q.status) conditions.push(eq(contents.status, q.status));
  if (q.merchantId) conditions.push(eq(contents.merchantId, q.merchantId));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contents)
      .where(where)
      .orderBy(desc(contents.publishedAt), desc(contents.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(contents).where(where),
  ]);
  return { list: rows.map(rowView), total: counted?.n ?? 0, page: q.page, size: q.size };
}

/** console.content.detail: every field the form edits; 404 outside the actor's reach. */
export async function consoleContentDetail(db: Database, actor: ConsoleActor, id: string): Promise<ConsoleContentView> {
  return contentView(await findConsoleContent(db, actor, id));
}
