import type { Locale } from '@sme/shared/constants';
import type { ContentCard, ContentDetail, ContentKind, ContentListQuery, Page } from '@sme/shared/schemas/catalogue';
import { type SQL, and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contents, merchants } from '../catalogue.tables';
import { localised } from '../localise';
import { sanitizeRichText } from './rich-text';

/** News, articles and help pages: lists and details of PUBLISHED items, and the one write path, which sanitises. */

const cardColumns = {
  id: contents.id,
  slug: contents.slug,
  kind: contents.kind,
  titleEn: contents.titleEn,
  titleZh: contents.titleZh,
  summaryEn: contents.summaryEn,
  summaryZh: contents.summaryZh,
  coverUrl: contents.coverUrl,
  publishedAt: contents.publishedAt,
  merchantId: merchants.id,
  merchantNameEn: merchants.nameEn,
  merchantNameZh: merchants.nameZh,
  merchantLogoUrl: merchants.logoUrl,
  merchantIsVerified: merchants.isVerified,
};

interface CardRow {
  id: string;
  slug: string;
  kind: string;
  titleEn: string;
  titleZh: string;
  summaryEn: string | null;
  summaryZh: string | null;
  coverUrl: string | null;
  publishedAt: Date;
  merchantId: string | null;
  merchantNameEn: string | null;
  merchantNameZh: string | null;
  merchantLogoUrl: string | null;
  merchantIsVerified: boolean | null;
}

function toCard(locale: Locale, r: CardRow): ContentCard {
  return {
    id: r.id,
    slug: r.slug,
    kind: r.kind as ContentKind,
    title: localised(locale, r.titleEn, r.titleZh) ?? r.slug,
    summary: localised(locale, r.summaryEn, r.summaryZh),
    coverUrl: r.coverUrl,
    publishedAt: r.publishedAt.toISOString(),
    merchant:
      r.merchantId === null
        ? null
        : {
            id: r.merchantId,
            name: localised(locale, r.merchantNameEn, r.merchantNameZh) ?? '',
            logoUrl: r.merchantLogoUrl,
            isVerified: r.merchantIsVerified ?? false,
          },
  };
}

// A hidden merchant's name is not shown on its old news: the join only matches ACTIVE merchants.
const merchantJoin = and(eq(merchants.id, contents.merchantId), eq(merchants.status, 'ACTIVE'));

/** content.list: PUBLISHED items, newest first, optionally of one kind or one merchant. */
export async function listContent(db: Database, locale: Locale, q: ContentListQuery): Promise<Page<ContentCard>> {
  const where = and(
    eq(contents.status, 'PUBLISHED'),
    q.kind ? eq(contents.kind, q.kind) : undefined,
    q.merchantId ? eq(contents.merchantId, q.merchantId) : undefined,
  ) as SQL;
  const offset = (q.page - 1) * q.size;
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
    .from(contents)
    .leftJoin(merchants, merchantJoin)
    .where(where)
    .orderBy(desc(contents.publishedAt), asc(contents.id))
    .limit(q.size)
    .offset(offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(contents)
      .where(where);
    total = row?.n ?? 0;
  }
  return { list: rows.map((r) => toCard(locale, r)), total, page: q.page, size: q.size };
}

/** content.detail: one PUBLISHED item with its sanitised body; null when unknown or not published. */
export async function contentDetail(db: Database, locale: Locale, id: string): Promise<ContentDetail | null> {
  const [row] = await db
    .select({ ...cardColumns, bodyEn: contents.bodyEn, bodyZh: contents.bodyZh })
    .from(contents)
    .leftJoin(merchants, merchantJoin)
    .where(and(eq(contents.id, id), eq(contents.status, 'PUBLISHED')));
  if (!row) return null;
  return { ...toCard(locale, row), bodyHtml: localised(locale, row.bodyEn, row.bodyZh) ?? '' };
}

/** The latest PUBLISHED news of a merchant (merchant page). */
export async function latestMerchantNews(db: Database, locale: Locale, merchantId: string, limit: number): Promise<ContentCard[]> {
  const page = await listContent(db, locale, { page: 1, size: limit, merchantId, kind: 'NEWS' });
  return page.list;
}

/** What a content item is written from (the back office and the seed). Bodies are HTML, sanitised here. */
export interface ContentInput {
  kind: ContentKind;
  slug: string;
  titleEn: string;
  titleZh: string;
  summaryEn?: string | null;
  summaryZh?: string | null;
  bodyEn: string;
  bodyZh: string;
  coverUrl?: string | null;
  merchantId?: string | null;
  status?: 'PUBLISHED' | 'DRAFT';
  publishedAt?: Date;
}

/** The row values of a content item, bodies sanitised: the one place rich text enters the contents table. */
export function contentValues(input: ContentInput): typeof contents.$inferInsert {
  return { ...input, bodyEn: sanitizeRichText(input.bodyEn), bodyZh: sanitizeRichText(input.bodyZh) };
}

/** Create a content item (bodies sanitised on write). Answers its id. */
export async function createContent(db: Database, input: ContentInput): Promise<{ id: string }> {
  const [row] = await db.insert(contents).values(contentValues(input)).returning({ id: contents.id });
  if (!row) throw new Error('content not inserted');
  return row;
}
