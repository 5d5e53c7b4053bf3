import { and, asc, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage/storage';
import { type JobHandler, enqueueJob, enqueueJobOnce } from '../../jobs/job-queue';
import { files } from './system.tables';

/**
 * Uploads nobody references expire: a file must be claimed (claimFiles, by the form or record that uses
 * it) within UNCLAIMED_FILE_TTL_MS of its upload, or a job deletes its row and its stored blob.
 *
 * Scheduling: each upload asks for a sweep at the first full hour after its files expire, with the hour as the
 * job's key (enqueueJobOnce). However many servers take uploads, there is one sweep job per hour, and only in hours
 * when something can expire; the job queue's SKIP LOCKED claim runs it on one server. A sweep deletes everything
 * expired by then, so a sweep that failed for good is made up by the next one.
 */

/** Job kind of the sweep. */
export const FILE_SWEEP_JOB = 'files.sweepUnclaimed';
/** How long an upload may stay unclaimed. */
export const UNCLAIMED_FILE_TTL_MS = 24 * 60 * 60_000;
/** Files one sweep job deletes; a full batch schedules the next one at once (its own transaction). */
export const FILE_SWEEP_BATCH = 200;
const HOUR_MS = 60 * 60_000;

/** Schedules the sweep that deletes files uploaded at `uploadedAt` if they stay unclaimed; inside the upload's transaction. */
export async function scheduleFileSweep(db: Db, uploadedAt: Date): Promise<void> {
  const runAt = new Date(Math.ceil((uploadedAt.getTime() + UNCLAIMED_FILE_TTL_MS) / HOUR_MS) * HOUR_MS);
  await enqueueJobOnce(db, `${FILE_SWEEP_JOB}:${runAt.toISOString()}`, FILE_SWEEP_JOB, runAt);
}

/**
 * The sweep job: deletes a batch of files unclaimed for UNCLAIMED_FILE_TTL_MS, rows and blobs. Blobs are deleted
 * before the rows' delete commits: a failure leaves rows without blobs (deleted again by the next sweep, and never
 * claimable: they are expired), never blobs without rows.
 */
export function sweepUnclaimedFiles(storage: Storage): JobHandler {
  return async (tx, _payload, now) => {
    const expired = tx
      .select({ id: files.id })
      .from(files)
      .where(and(isNull(files.claimedAt), lte(files.createdAt, new Date(now.getTime() - UNCLAIMED_FILE_TTL_MS))))
      .orderBy(asc(files.createdAt))
      .limit(FILE_SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const gone = await tx.delete(files).where(inArray(files.id, expired)).returning({ storageKey: files.storageKey });
    for (const { storageKey } of gone) await storage.delete(storageKey);
    if (gone.length === FILE_SWEEP_BATCH) await enqueueJob(tx, FILE_SWEEP_JOB, now);
  };
}
