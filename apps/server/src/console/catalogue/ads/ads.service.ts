import type { AdPlacement } from '@sme/shared/schemas/catalogue';
import type { AdStatus, ConsoleAdCreateInput, ConsoleAdUpdateInput, ConsoleAdView } from '@sme/shared/schemas/console-catalogue';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { announceChange } from '../../../db/cache-invalidation';
import { recordAudit } from '../../audit';
import { type ConsoleActor, auditActor } from '../../../http/console-guard';
import { ads } from '../../../modules/catalogue/catalogue.tables';
import { notFound } from '../catalogue-writes';

/**
 * Back-office ads and banners (admins): every ad of a placement whatever its dates and status, create,
 * update, delete, each audited in its transaction, then announced, so every server's cached ads.list answers are
 * cleared (db/cache-invalidation.ts).
 */

type AdRow = typeof ads.$inferSelect;

function view(a: AdRow): ConsoleAdView {
  return {
    id: a.id,
    placement: a.placement as AdPlacement,
    titleEn: a.titleEn,
    titleZh: a.titleZh,
    subtitleEn: a.subtitleEn,
    subtitleZh: a.subtitleZh,
    imageUrl: a.imageUrl,
    linkUrl: a.linkUrl,
    sort: a.sort,
    startsAt: a.startsAt?.toISOString() ?? null,
    endsAt: a.endsAt?.toISOString() ?? null,
    status: a.status as AdStatus,
    createdAt: a.createdAt.toISOString(),
  };
}

/** The ad columns the form sets (empty optional texts stored as null, dates as timestamps). */
function values(form: ConsoleAdCreateInput) {
  return {
    ...form,
    subtitleEn: form.subtitleEn || null,
    subtitleZh: form.subtitleZh || null,
    linkUrl: form.linkUrl || null,
    startsAt: form.startsAt ? new Date(form.startsAt) : null,
    endsAt: form.endsAt ? new Date(form.endsAt) : null,
  };
}

const auditDetail = (form: ConsoleAdCreateInput) => ({
  placement: form.placement,
  titleEn: form.titleEn,
  status: form.status,
  startsAt: form.startsAt ?? null,
  endsAt: form.endsAt ?? null,
});

/** console.ad.list: the ads of a placement (or all), in the order the site shows them. */
export async function listConsoleAds(db: Database, placement: AdPlacement | undefined): Promise<ConsoleAdView[]> {
  const rows = await db
    .select()
    .from(ads)
    .where(placement ? eq(ads.placement, placement) : undefined)
    .orderBy(asc(ads.placement), asc(ads.sort), asc(ads.id));
  return rows.map(view);
}

/** One ad; 404 when missing. */
export async function consoleAd(db: Database, id: string): Promise<ConsoleAdView> {
  const [row] = await db.select().from(ads).where(eq(ads.id, id));
  if (!row) throw notFound();
  return view(row);
}

/** console.ad.create: answers the new ad's id. */
export async function createConsoleAd(db: Database, actor: ConsoleActor, form: ConsoleAdCreateInput): Promise<string> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(ads).values(values(form)).returning({ id: ads.id });
    if (!row) throw new Error('ad not inserted');
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.ad.create',
      targetType: 'ad',
      targetId: row.id,
      merchantId: null,
      detail: auditDetail(form),
    });
    return row.id;
  });
  await announceChange(db, 'catalogue');
  return id;
}

/** console.ad.update: replaces the ad's fields. */
export async function updateConsoleAd(db: Database, actor: ConsoleActor, input: ConsoleAdUpdateInput): Promise<void> {
  const { id, ...form } = input;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
    if (!before) throw notFound();
    await tx.update(ads).set(values(form)).where(eq(ads.id, id));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.ad.update',
      targetType: 'ad',
      targetId: id,
      merchantId: null,
      detail: { ...auditDetail(form), from: { status: before.status, placement: before.placement } },
    });
  });
  await announceChange(db, 'catalogue');
}

/** console.ad.delete: removes the ad. */
export async function deleteConsoleAd(db: Database, actor: ConsoleActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(ads).where(eq(ads.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.ad.delete',
      targetType: 'ad',
      targetId: id,
      merchantId: null,
      detail: { placement: row.placement, titleEn: row.titleEn, imageUrl: row.imageUrl },
    });
  });
  await announceChange(db, 'catalogue');
}
