import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { contents } from '../catalogue.tables';

/** A PUBLISHED content item in both languages, as the assistant's knowledge index reads it. */
export interface KnowledgeContentRow {
  id: string;
  kind: string;
  titleEn: string;
  titleZh: string;
  summaryEn: string | null;
  summaryZh: string | null;
  /** Sanitised HTML. */
  bodyEn: string;
  bodyZh: string;
}

/** PUBLISHED news, articles and help pages (only those of `ids` when given: a draft or deleted id is simply absent). */
export async function contentForKnowledge(db: Database, ids?: readonly string[]): Promise<KnowledgeContentRow[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select({
      id: contents.id,
      kind: contents.kind,
      titleEn: contents.titleEn,
      titleZh: contents.titleZh,
      summaryEn: contents.summaryEn,
      summaryZh: contents.summaryZh,
      bodyEn: contents.bodyEn,
      bodyZh: contents.bodyZh,
    })
    .from(contents)
    .where(and(eq(contents.status, 'PUBLISHED'), ids ? inArray(contents.id, [...ids]) : undefined))
    .orderBy(asc(contents.id));
}
