import type { Locale } from '@sme/shared/constants';
import type { TagView } from '@sme/shared/schemas/catalogue';
import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tags } from '../catalogue.tables';
import { localised } from '../localise';

/** Every tag in the request locale, by slug (tag.list; tag.search is the search module's). */
export async function listTags(db: Database, locale: Locale): Promise<TagView[]> {
  const rows = await db.select().from(tags).orderBy(asc(tags.slug));
  return rows.map((t) => ({ id: t.id, slug: t.slug, name: localised(locale, t.nameEn, t.nameZh) ?? t.slug }));
}
