import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage/storage';
import { type JobHandler, enqueueJobOnce } from '../../jobs/job-queue';
import { deleteFiles } from '../system';
import { applicationDocuments, applications } from './applications.tables';

/**
 * Personal data (PDPO): the documents of a rejected or withdrawn application (identity and address proofs) are kept
 * APPLICATION_DOCUMENT_RETENTION_DAYS after it closed, then deleted by a job: rows, file rows and stored blobs. The
 * application itself stays, as the record of what was decided.
 */

/** Job kind of the deletion. */
export const APPLICATION_DOCUMENT_RETENTION_JOB = 'applications.deleteDocuments';
const DAY_MS = 86_400_000;

/** Schedules the deletion of an application's documents `retentionDays` after `closedAt`; once per application, in the closing transaction. */
export async function scheduleDocumentRetention(db: Db, applicationId: string, closedAt: Date, retentionDays: number): Promise<void> {
  const runAt = new Date(closedAt.getTime() + retentionDays * DAY_MS);
  await enqueueJobOnce(db, `${APPLICATION_DOCUMENT_RETENTION_JOB}:${applicationId}`, APPLICATION_DOCUMENT_RETENTION_JOB, runAt, { applicationId });
}

/** The job: deletes the documents of the application in its payload, if it is (still) rejected or withdrawn. Harmless when repeated. */
export function deleteClosedApplicationDocuments(storage: Storage): JobHandler {
  return async (tx, payload) => {
    const applicationId = payload.applicationId;
    if (typeof applicationId !== 'string') return;
    const [closed] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, applicationId), inArray(applications.status, ['REJECTED', 'WITHDRAWN'])));
    if (!closed) return;
    const gone = await tx
      .delete(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, closed.id))
      .returning({ fileId: applicationDocuments.fileId });
    await deleteFiles(
      tx,
      storage,
      gone.map((d) => d.fileId),
    );
  };
}
