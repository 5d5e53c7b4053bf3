import { APPLICATION_FORMS, type ApplicationKind } from '@sme/shared/application-forms/kinds';
import { changedPaths } from '@sme/shared/application-forms/reopen-rules';
import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { hkToday } from '@sme/shared/hk-day';
import type { applicationSaveDraftInput } from '@sme/shared/schemas/applications';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DatabaseTx as Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { RequestValidationError, fieldError } from '../../http/validation';
import type { Storage } from '../../integrations/storage/storage';
import { deleteFiles } from '../system';
import { assertEditable, assertMayChange } from './application-editing';
import { findOwnApplication } from './application-records';
import type { ApplicationRow } from './application-transitions';
import { applicationDocuments, applications } from './applications.tables';

/** Reference numbers: APP-<kind prefix>-<Hong Kong year>-<6 digits of a sequence that never repeats>. */
export async function nextApplicationReference(tx: Tx, kind: ApplicationKind, now: Date): Promise<string> {
  const result = await tx.execute<{ n: string }>(sql`SELECT nextval('application_ref_seq')::text AS n`);
  const n = (result as unknown as { rows: Array<{ n: string }> }).rows[0]?.n ?? '0';
  return `APP-${APPLICATION_FORMS[kind].referencePrefix}-${hkToday(now).slice(0, 4)}-${n.padStart(6, '0')}`;
}

/** The answers as the kind's draft schema keeps them (unknown keys dropped), or 400 naming each field that breaks it. */
export function parseDraftData(kind: ApplicationKind, data: unknown): Record<string, unknown> {
  const parsed = APPLICATION_FORMS[kind].draft.safeParse(data);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  return parsed.data;
}

/** The title of lists: the proposed company name of either company form, null while empty. */
export function applicationTitle(data: Record<string, unknown>): string | null {
  const company = (data.company ?? {}) as { proposedEnglishName?: unknown; newCompanyName?: unknown };
  const name = [company.proposedEnglishName, company.newCompanyName].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return name?.trim() ?? null;
}

/** A new draft of the member's, with its reference (inside the caller's transaction). */
export async function insertDraft(tx: Tx, memberId: string, kind: ApplicationKind, data: Record<string, unknown>, locale: Locale, now: Date) {
  const [row] = await tx
    .insert(applications)
    .values({
      memberId,
      kind,
      reference: await nextApplicationReference(tx, kind, now),
      data,
      title: applicationTitle(data),
      locale,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('application insert returned nothing');
  return row;
}

/**
 * application.saveDraft (eform insert): creates a draft (no id) or saves the answers of one, conditional on the
 * version the client loaded (another tab's newer save answers 3001 and is kept). Only a draft, or what a reviewer
 * reopened when more information is required, may change; the version rises by one with every save.
 */
export async function saveApplicationDraft(
  db: Database,
  memberId: string,
  input: z.output<typeof applicationSaveDraftInput>,
  locale: Locale,
  now = new Date(),
): Promise<ApplicationRow> {
  if (!input.id) {
    const data = parseDraftData(input.kind, input.data);
    return db.transaction((tx) => insertDraft(tx, memberId, input.kind, data, locale, now));
  }
  const id = input.id;
  const version = input.version;
  if (version === undefined) throw fieldError('version', 'validation.required');
  return db.transaction(async (tx) => {
    const row = await findOwnApplication(tx, memberId, id, { lock: true });
    if (row.kind !== input.kind) throw fieldError('kind', 'validation.invalid', input.kind);
    if (row.version !== version) throw new AppError(Codes.APPLICATION_STALE);
    assertEditable(row);
    const data = parseDraftData(row.kind, input.data);
    assertMayChange(row, changedPaths(row.data, data, APPLICATION_FORMS[row.kind]));
    const [saved] = await tx
      .update(applications)
      .set({ data, title: applicationTitle(data), locale, version: version + 1, updatedAt: now })
      .where(and(eq(applications.id, id), eq(applications.memberId, memberId), eq(applications.version, version)))
      .returning();
    if (!saved) throw new AppError(Codes.APPLICATION_STALE);
    return saved;
  });
}

/** application.deleteDraft: a draft only (3002 otherwise), with its documents, their file rows and stored blobs. */
export async function deleteApplicationDraft(db: Database, storage: Storage, memberId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findOwnApplication(tx, memberId, id, { lock: true });
    if (row.status !== 'DRAFT') throw new AppError(Codes.APPLICATION_STATE);
    const documents = await tx
      .delete(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id))
      .returning({ fileId: applicationDocuments.fileId });
    await tx.delete(applications).where(and(eq(applications.id, id), eq(applications.memberId, memberId)));
    await deleteFiles(
      tx,
      storage,
      documents.map((d) => d.fileId),
    );
  });
}
