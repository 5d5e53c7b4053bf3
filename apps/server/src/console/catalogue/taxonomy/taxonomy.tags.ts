import type { ConsoleTagCreateInput, ConsoleTagUpdateInput, ConsoleTagView } from '@sme/shared/schemas/console-catalogue';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { announceChange } from '../../../db/cache-invalidation';
import { recordAudit } from '../../audit';
import { type ConsoleActor, auditActor } from '../../../http/console-guard';
import { productTags, tags } from '../../../modules/catalogue/catalogue.tables';
import { notFound, withUniqueSlug } from '../catalogue-writes';
import { refreshSearchText } from '../../../modules/catalogue/search/search-text';

/**
 * Back-office tags (admins): list with usage, create, update, delete. Products carry their tags' names in
 * their search text, so a rename or delete recomputes the affected products' text after the change commits.
 */

const SLUG_TAKEN = 'console.tag.slugTaken';

/** console.tag.list: every tag by slug, with the number of products carrying it. */
export async function listConsoleTags(db: Database): Promise<ConsoleTagView[]> {
  const usage = db
    .select({ tagId: productTags.tagId, n: count().as('n') })
    .from(productTags)
    .groupBy(productTags.tagId)
    .as('usage');
  const rows = await db
    .select({ id: tags.id, slug: tags.slug, nameEn: tags.nameEn, nameZh: tags.nameZh, n: usage.n })
    .from(tags)
    .leftJoin(usage, eq(usage.tagId, tags.id))
    .orderBy(asc(tags.slug));
  return rows.map(({ n, ...t }) => ({ ...t, productCount: Number(n ?? 0) }));
}

/** One tag as the console shows it; 404 when missing. */
export async function consoleTag(db: Database, id: string): Promise<ConsoleTagView> {
  const found = (await listConsoleTags(db)).find((t) => t.id === id);
  if (!found) throw notFound();
  return found;
}

/** console.tag.create: answers the new tag's id; a slug in use 409. */
export async function createConsoleTag(db: Database, actor: ConsoleActor, form: ConsoleTagCreateInput): Promise<string> {
  const id = await withUniqueSlug(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(tags).values(form).returning({ id: tags.id });
      if (!row) throw new Error('tag not inserted');
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.tag.create',
        targetType: 'tag',
        targetId: row.id,
        merchantId: null,
        detail: { slug: form.slug },
      });
      return row.id;
    }),
  );
  await announceChange(db, 'catalogue');
  return id;
}

/** console.tag.update: slug and names; the products carrying the tag are found by the new names afterwards. */
export async function updateConsoleTag(db: Database, actor: ConsoleActor, input: ConsoleTagUpdateInput): Promise<void> {
  const { id, ...form } = input;
  await withUniqueSlug(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
      if (!before) throw notFound();
      await tx.update(tags).set(form).where(eq(tags.id, id));
      const detail = { slug: form.slug, nameEn: form.nameEn, from: { slug: before.slug, nameEn: before.nameEn } };
      await recordAudit(tx, { ...auditActor(actor), action: 'console.tag.update', targetType: 'tag', targetId: id, merchantId: null, detail });
    }),
  );
  await refreshSearchText(db, { tagIds: [id] });
  await announceChange(db, 'catalogue');
}

/** console.tag.delete: removes the tag and its product links in one transaction; the products' search text follows. */
export async function deleteConsoleTag(db: Database, actor: ConsoleActor, id: string): Promise<void> {
  const productIds = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
    if (!row) throw notFound();
    const links = await tx.delete(productTags).where(eq(productTags.tagId, id)).returning({ productId: productTags.productId });
    await tx.delete(tags).where(eq(tags.id, id));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.tag.delete',
      targetType: 'tag',
      targetId: id,
      merchantId: null,
      detail: { slug: row.slug, nameEn: row.nameEn, productCount: links.length },
    });
    return links.map((l) => l.productId);
  });
  if (productIds.length > 0) await refreshSearchText(db, { productIds });
  await announceChange(db, 'catalogue');
}
