import type { ConsoleCategoryCreateInput, ConsoleCategoryNode, ConsoleCategoryUpdateInput } from '@sme/shared/schemas/console-catalogue';
import { asc, count, eq } from 'drizzle-orm';
import type { Database, DatabaseTx } from '../../../db/client';
import { announceChange } from '../../../db/cache-invalidation';
import { fieldError } from '../../../http/validation';
import { refreshKnowledge } from '../../../modules/assistant';
import { recordAudit } from '../../audit';
import { type ConsoleActor, auditActor } from '../../../http/console-guard';
import { categories, products } from '../../../modules/catalogue/catalogue.tables';
import { conflict, notFound, withUniqueSlug } from '../catalogue-writes';

/**
 * Back-office categories (admins): the whole tree with both names, create, update (moving under another
 * parent), delete. The tree is small (tens of rows), so it is read whole. Each change is audited in its transaction.
 */

type CategoryRow = typeof categories.$inferSelect;

const SLUG_TAKEN = 'console.category.slugTaken';

/** console.category.tree: roots in their order, each with its children, and the products filed directly under each. */
export async function consoleCategoryTree(db: Database): Promise<ConsoleCategoryNode[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.slug)),
    db.select({ categoryId: products.categoryId, n: count() }).from(products).groupBy(products.categoryId),
  ]);
  const own = new Map(counts.map((c) => [c.categoryId, c.n]));
  const childrenOf = new Map<string | null, CategoryRow[]>();
  for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  const build = (row: CategoryRow, seen: ReadonlySet<string>): ConsoleCategoryNode => {
    // The API refuses cycles, but a hand-edited row must not hang the server.
    const next = new Set(seen).add(row.id);
    const children = (childrenOf.get(row.id) ?? []).filter((c) => !next.has(c.id)).map((c) => build(c, next));
    const { id, parentId, slug, nameEn, nameZh, icon, sort } = row;
    return { id, parentId, slug, nameEn, nameZh, icon, sort, productCount: own.get(row.id) ?? 0, children };
  };
  return (childrenOf.get(null) ?? []).map((root) => build(root, new Set()));
}

/** The ids of `id` and every category below it. */
async function subtreeOf(db: DatabaseTx, id: string): Promise<Set<string>> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const found = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const r of rows) {
      if (r.parentId && found.has(r.parentId) && !found.has(r.id)) {
        found.add(r.id);
        grew = true;
      }
    }
  }
  return found;
}

/** The parent must exist and, when moving `id`, lie outside its subtree (no cycles). */
async function checkParent(tx: DatabaseTx, parentId: string | null | undefined, id?: string): Promise<void> {
  if (!parentId) return;
  const [parent] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, parentId));
  if (!parent) throw fieldError('parentId', 'validation.invalid', parentId);
  if (id && (await subtreeOf(tx, id)).has(parentId)) throw fieldError('parentId', 'validation.categoryParentInvalid', parentId);
}

const values = (form: ConsoleCategoryCreateInput) => ({ ...form, parentId: form.parentId ?? null, icon: form.icon || null });

/** console.category.create: answers the new category's id; a slug in use 409. */
export async function createConsoleCategory(db: Database, actor: ConsoleActor, form: ConsoleCategoryCreateInput): Promise<string> {
  const id = await withUniqueSlug(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      await checkParent(tx, form.parentId);
      const [row] = await tx.insert(categories).values(values(form)).returning({ id: categories.id });
      if (!row) throw new Error('category not inserted');
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.category.create',
        targetType: 'category',
        targetId: row.id,
        merchantId: null,
        detail: { slug: form.slug, parentId: form.parentId ?? null },
      });
      return row.id;
    }),
  );
  await announceChange(db, 'catalogue');
  return id;
}

/** console.category.update: names, icon, order and parent (never under itself or its own subcategories). */
export async function updateConsoleCategory(db: Database, actor: ConsoleActor, input: ConsoleCategoryUpdateInput): Promise<void> {
  const { id, ...form } = input;
  await withUniqueSlug(SLUG_TAKEN, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!before) throw notFound();
      await checkParent(tx, form.parentId, id);
      await tx.update(categories).set(values(form)).where(eq(categories.id, id));
      const detail = {
        slug: form.slug,
        parentId: form.parentId ?? null,
        sort: form.sort,
        from: { slug: before.slug, parentId: before.parentId, sort: before.sort },
      };
      await recordAudit(tx, { ...auditActor(actor), action: 'console.category.update', targetType: 'category', targetId: id, merchantId: null, detail });
    }),
  );
  await refreshKnowledge(db, { categoryIds: [id] });
  await announceChange(db, 'catalogue');
}

/** console.category.delete: only a category no product and no subcategory uses (409 saying which). */
export async function deleteConsoleCategory(db: Database, actor: ConsoleActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent product insert naming this category wait, so the counts below stay true.
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound();
    const [[children], [used]] = await Promise.all([
      tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id)),
      tx.select({ n: count() }).from(products).where(eq(products.categoryId, id)),
    ]);
    if ((children?.n ?? 0) > 0) throw conflict('console.category.hasChildren');
    if ((used?.n ?? 0) > 0) throw conflict('console.category.hasProducts');
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.category.delete',
      targetType: 'category',
      targetId: id,
      merchantId: null,
      detail: { slug: row.slug, nameEn: row.nameEn },
    });
  });
  await announceChange(db, 'catalogue');
}
