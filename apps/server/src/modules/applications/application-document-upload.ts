import { APPLICATION_DOCUMENT_MAX_FILES, type DocumentSlot, documentDateProblem } from '@sme/shared/application-forms/documents';
import { slotOf } from '@sme/shared/application-forms/kinds';
import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { applicationDocumentUploadFields } from '@sme/shared/schemas/applications';
import { and, count, eq } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import type { z } from 'zod';
import type { DatabaseTx as Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { fieldError } from '../../http/validation';
import { type IncomingFile, claimFiles, deleteFiles, saveUploads } from '../system';
import { documentTooOld } from './application-checks';
import type { ApplicationDeps } from './application-deps';
import { assertMayChange, documentPath } from './application-editing';
import { findOwnApplication } from './application-records';
import type { ApplicationRow } from './application-transitions';
import { applicationDocuments, applications } from './applications.tables';
import { assertClean, checkDocumentFile, documentMaxBytes } from './document-files';

type Fields = z.output<typeof applicationDocumentUploadFields>;

/** The slot of the kind (400 for a code it does not have) and the change allowed in the application's status. */
function slotFor(row: ApplicationRow, code: string): DocumentSlot<never> {
  const slot = slotOf(row.kind, code);
  if (!slot) throw fieldError('slot', 'validation.invalid', code);
  assertMayChange(row, [documentPath(slot.slot)]);
  return slot;
}

/** The issue date to store: none for the signature; otherwise required, a real day, not in the future, recent for a proof (3003). */
function issueDateFor(slot: DocumentSlot<never>, issueDate: string | undefined, locale: Locale, now: Date): string | null {
  if (slot.signature) return null;
  if (!issueDate) throw fieldError('issueDate', 'validation.required');
  const problem = documentDateProblem(issueDate, slot, now);
  if (problem === 'validation.documentTooOld') throw documentTooOld(locale, slot.slot, now);
  if (problem) throw fieldError('issueDate', problem as `validation.${string}`, issueDate);
  return issueDate;
}

/** Under the row lock: the status and reopen rule again, and room in the slot (a single-file slot is replaced instead). */
async function replacedInSlot(tx: Tx, row: ApplicationRow, slot: DocumentSlot<never>, adding: number): Promise<string[]> {
  slotFor(row, slot.slot);
  const inSlot = and(eq(applicationDocuments.applicationId, row.id), eq(applicationDocuments.slot, slot.slot));
  if (!slot.multiple) {
    const old = await tx.delete(applicationDocuments).where(inSlot).returning({ fileId: applicationDocuments.fileId });
    return old.map((d) => d.fileId);
  }
  const [held] = await tx.select({ n: count() }).from(applicationDocuments).where(inSlot);
  if ((held?.n ?? 0) + adding > APPLICATION_DOCUMENT_MAX_FILES) throw new AppError(Codes.DOCUMENT_SLOT_FULL, { vars: { max: APPLICATION_DOCUMENT_MAX_FILES } });
  return [];
}

/**
 * application.document.upload: files into one slot of the member's application, with the issue date. Checked before
 * anything is stored: the slot and the application's status (only reopened slots when more information is
 * required), the date, each file's size and type by content, the virus scan. Then stored encrypted and, in one
 * transaction, claimed and attached; a single-file slot's previous document is deleted with its blob.
 */
export async function uploadApplicationDocuments(
  deps: Pick<ApplicationDeps, 'db' | 'storage' | 'scanner' | 'config'>,
  memberId: string,
  fields: Fields,
  uploads: readonly IncomingFile[],
  locale: Locale,
  now = new Date(),
): Promise<ApplicationRow> {
  const read = await findOwnApplication(deps.db, memberId, fields.applicationId);
  const slot = slotFor(read, fields.slot);
  const issueDate = issueDateFor(slot, fields.issueDate || undefined, locale, now);
  if (uploads.length === 0) throw new AppError(Codes.BAD_REQUEST);
  if (!slot.multiple && uploads.length > 1) throw new AppError(Codes.DOCUMENT_SLOT_FULL, { vars: { max: 1 } });
  const maxBytes = documentMaxBytes(deps.config.uploadMaxBytes);
  for (const file of uploads) checkDocumentFile(slot, { mime: (await fileTypeFromFile(file.path))?.mime, size: file.size }, maxBytes);
  for (const file of uploads) await assertClean(() => deps.scanner.scanFile(file.path));
  const stored = await saveUploads(deps.db, deps.storage, [...uploads], { maxBytes, ownerMemberId: memberId, now });
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await findOwnApplication(tx, memberId, read.id, { lock: true });
      const replaced = await replacedInSlot(tx, row, slot, stored.length);
      const claimed = await claimFiles(
        tx,
        memberId,
        stored.map((f) => f.id),
        now,
      );
      await tx.insert(applicationDocuments).values(
        claimed.map((file) => ({
          applicationId: row.id,
          slot: slot.slot,
          fileId: file.id,
          name: file.name,
          mime: file.mime,
          size: file.size,
          sha256: file.sha256,
          issueDate,
          uploadedAt: now,
        })),
      );
      const [touched] = await tx.update(applications).set({ updatedAt: now }).where(eq(applications.id, row.id)).returning();
      await deleteFiles(tx, deps.storage, replaced);
      return touched ?? row;
    });
  } catch (err) {
    // Refused after storing (the status moved, the slot filled meanwhile): the new files go at once, not at the sweep.
    await deleteFiles(
      deps.db,
      deps.storage,
      stored.map((f) => f.id),
    );
    throw err;
  }
}
