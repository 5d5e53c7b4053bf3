import { Codes } from '@sme/shared/codes';
import { type ConsoleContentCreateInput, type ConsoleContentUpdateInput, type ContentStatus, MERCHANT_CONTENT_KIND } from '@sme/shared/schemas/console-content';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { announceChange } from '../../../db/cache-invalidation';
import { AppError } from '../../../http/app-error';
import { fieldError } from '../../../http/validation';
import { recordAudit } from '../../audit';
import { type ConsoleActor, auditActor } from '../../../http/console-guard';
import { contents, merchants } from '../../../modules/catalogue/catalogue.tables';
import { findConsoleContent } from './content.service';
import { contentValues } from '../../../modules/catalogue/content/content.service';
import { isUniqueViolation } from '../../../db/errors';
import { refreshKnowledge } from '../../../modules/assistant';

/**
 * Back-office content changes: create, update, publish, unpublish, delete. Bodies go through contentValues,
 * the one sanitising write path of the contents table. Each change writes its audit entry in its own transaction, then
 * is announced, so every server's cached newsList and contentD answers are cleared (db/cache-invalidation.ts).
 */

type Form = Omit<ConsoleContentUpdateInput, 'id'>;

const slugTaken = () => new AppError(Codes.CONFLICT, { messageKey: 'console.content.slugTaken' });

/** Rules that need the actor or the database: a merchant's staff write news only; the slug is free (besides `exceptId`). */
async function checkForm(db: Database, actor: ConsoleActor, form: Form, exceptId?: string): Promise<void> {
  if (!actor.isAdmin && form.kind !== MERCHANT_CONTENT_KIND) throw fieldError('kind', 'validation.invalid', form.kind);
  const [same] = await db.select({ id: contents.id }).from(contents).where(eq(contents.slug, form.slug));
  if (same && same.id !== exceptId) throw slugTaken();
}

/** A unique violation racing the slug check is still a 409. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

const auditDetail = (form: Pick<Form, 'kind' | 'slug' | 'status'>) => ({ kind: form.kind, slug: form.slug, status: form.status });

/** console.content.create: a merchant's staff for their own merchant; an admin for the merchant named, or the platform. Answers the id. */
export async function createConsoleContent(db: Database, actor: ConsoleActor, input: ConsoleContentCreateInput): Promise<string> {
  const { merchantId: asked, ...form } = input;
  if (!actor.isAdmin && asked && asked !== actor.merchantId) throw fieldError('merchantId', 'validation.invalid', asked);
  const merchantId = actor.isAdmin ? (asked ?? null) : actor.merchantId;
  if (!actor.isAdmin && !merchantId) throw fieldError('merchantId', 'validation.required');
  if (merchantId) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId));
    if (!merchant) throw fieldError('merchantId', 'validation.invalid', merchantId);
  }
  await checkForm(db, actor, form);
  const id = await slugSafe(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contents)
        .values(contentValues({ ...form, merchantId, publishedAt: new Date() }))
        .returning({ id: contents.id });
      if (!row) throw new Error('content not inserted');
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.content.create',
        targetType: 'CONTENT',
        targetId: row.id,
        merchantId,
        detail: auditDetail(form),
      });
      return row.id;
    }),
  );
  await refreshKnowledge(db, { contentIds: [id] });
  await announceChange(db, 'catalogue');
  return id;
}

/** console.content.update: the whole form for one of the actor's items; its merchant stays. */
export async function updateConsoleContent(db: Database, actor: ConsoleActor, input: ConsoleContentUpdateInput): Promise<void> {
  const { id, ...form } = input;
  await findConsoleContent(db, actor, id);
  await checkForm(db, actor, form, id);
  await slugSafe(() =>
    db.transaction(async (tx) => {
      const locked = await findConsoleContent(tx, actor, id, true);
      // A draft going public counts as newly published: the news list is newest first.
      const publishedAt = form.status === 'PUBLISHED' && locked.status !== 'PUBLISHED' ? new Date() : locked.publishedAt;
      await tx
        .update(contents)
        .set(contentValues({ ...form, merchantId: locked.merchantId, publishedAt }))
        .where(eq(contents.id, id));
      await recordAudit(tx, {
        ...auditActor(actor),
        action: 'console.content.update',
        targetType: 'CONTENT',
        targetId: id,
        merchantId: locked.merchantId,
        detail: auditDetail(form),
      });
    }),
  );
  await refreshKnowledge(db, { contentIds: [id] });
  await announceChange(db, 'catalogue');
}

/** console.content.publish (PUBLISHED) and console.content.unpublish (DRAFT); saving the status an item has is a no-op. */
export async function setConsoleContentStatus(db: Database, actor: ConsoleActor, id: string, status: ContentStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findConsoleContent(tx, actor, id, true);
    if (row.status === status) return;
    await tx
      .update(contents)
      .set({ status, ...(status === 'PUBLISHED' ? { publishedAt: new Date() } : {}) })
      .where(eq(contents.id, id));
    const action = status === 'PUBLISHED' ? 'console.content.publish' : 'console.content.unpublish';
    await recordAudit(tx, {
      ...auditActor(actor),
      action,
      targetType: 'CONTENT',
      targetId: id,
      merchantId: row.merchantId,
      detail: { slug: row.slug, from: row.status, to: status },
    });
  });
  await refreshKnowledge(db, { contentIds: [id] });
  await announceChange(db, 'catalogue');
}

/** console.content.delete: removes the item; the audit entry keeps its kind, slug and titles. */
export async function deleteConsoleContent(db: Database, actor: ConsoleActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findConsoleContent(tx, actor, id, true);
    await tx.delete(contents).where(eq(contents.id, id));
    const detail = { kind: row.kind, slug: row.slug, titleEn: row.titleEn, titleZh: row.titleZh };
    await recordAudit(tx, { ...auditActor(actor), action: 'console.content.delete', targetType: 'CONTENT', targetId: id, merchantId: row.merchantId, detail });
  });
  await refreshKnowledge(db, { contentIds: [id] });
  await announceChange(db, 'catalogue');
}
