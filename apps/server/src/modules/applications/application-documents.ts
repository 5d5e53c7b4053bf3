import { Codes } from '@sme/shared/codes';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Storage } from '../../integrations/storage/storage';
import { deleteFiles, readFileBytes } from '../system';
import { assertMayChange, documentPath } from './application-editing';
import { findOwnApplication } from './application-records';
import type { ApplicationRow } from './application-transitions';
import { applicationDocuments, applications } from './applications.tables';

/** A document's bytes with what a download needs to label them. */
export interface ApplicationDocumentFile {
  name: string;
  mime: string;
  size: number;
  bytes: Buffer;
}

async function documentFile(db: Database, storage: Storage, applicationId: string, documentId: string): Promise<ApplicationDocumentFile> {
  const [document] = await db
    .select()
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.id, documentId), eq(applicationDocuments.applicationId, applicationId)));
  if (!document) throw new AppError(Codes.NOT_FOUND);
  return { name: document.name, mime: document.mime, size: document.size, bytes: await readFileBytes(db, storage, document.fileId) };
}

/** application.document.download: one of the member's documents, decrypted (another member's answers 404). */
export async function downloadOwnDocument(db: Database, storage: Storage, memberId: string, applicationId: string, documentId: string) {
  await findOwnApplication(db, memberId, applicationId);
  return documentFile(db, storage, applicationId, documentId);
}

/** A document of any application, decrypted, for staff allowed to review (the console checks the role and writes the audit log). */
export function readApplicationDocument(db: Database, storage: Storage, applicationId: string, documentId: string): Promise<ApplicationDocumentFile> {
  return documentFile(db, storage, applicationId, documentId);
}

/** application.document.delete: while editable (only a reopened slot when more information is required); the file row and blob go too. */
export async function deleteOwnDocument(
  db: Database,
  storage: Storage,
  memberId: string,
  applicationId: string,
  documentId: string,
  now = new Date(),
): Promise<ApplicationRow> {
  return db.transaction(async (tx) => {
    const row = await findOwnApplication(tx, memberId, applicationId, { lock: true });
    const [document] = await tx
      .select()
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.id, documentId), eq(applicationDocuments.applicationId, row.id)));
    if (!document) throw new AppError(Codes.NOT_FOUND);
    assertMayChange(row, [documentPath(document.slot)]);
    await tx.delete(applicationDocuments).where(eq(applicationDocuments.id, document.id));
    const [touched] = await tx.update(applications).set({ updatedAt: now }).where(eq(applications.id, row.id)).returning();
    await deleteFiles(tx, storage, [document.fileId]);
    return touched ?? row;
  });
}
