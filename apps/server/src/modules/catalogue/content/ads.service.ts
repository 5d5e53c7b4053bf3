import type { Locale } from '@sme/shared/constants';
import type { AdView } from '@sme/shared/schemas/catalogue';
import { type SQL, and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { ads } from '../catalogue.tables';
import { localised } from '../localise';

/** ads.list: ACTIVE ads of a placement (or of all) showing at `now` — started, not yet ended — in their order. */
export async function listAds(db: Database, locale: Locale, placement: string | undefined, now = new Date()): Promise<AdView[]> {
  const rows = await db
    .select()
    .from(ads)
    .where(
      and(
        eq(ads.status, 'ACTIVE'),
        placement ? eq(ads.placement, placement) : undefined,
        or(isNull(ads.startsAt), lte(ads.startsAt, now)),
        or(isNull(ads.endsAt), gt(ads.endsAt, now)),
      ) as SQL,
    )
    .orderBy(asc(ads.placement), asc(ads.sort), asc(ads.id));
  return rows.map((a) => ({
    id: a.id,
    placement: a.placement,
    title: localised(locale, a.titleEn, a.titleZh) ?? '',
    subtitle: localised(locale, a.subtitleEn, a.subtitleZh),
    imageUrl: a.imageUrl,
    linkUrl: a.linkUrl,
  }));
}
