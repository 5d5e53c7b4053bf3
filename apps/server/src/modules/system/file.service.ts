import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { Codes } from '@sme/shared/codes';
import { and, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Storage } from '../../integrations/storage/storage';
import { UNCLAIMED_FILE_TTL_MS, scheduleFileSweep } from './file-sweep';
import { files } from './system.tables';

/** Types accepted by content (magic bytes), whatever name or Content-Type the client gave. */
export const ALLOWED_UPLOAD_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);

/** A received file to store: spooled to a local temp file by the multipart plugin, size and SHA-256 known. */
export interface IncomingFile {
  filename: string;
  path: string;
  size: number;
  sha256: string;
}

/** What the upload answers per file (files are private: no URL yet). */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
  mime: string;
}

/** A file a member claimed, with what a record needs to refer to it. */
export interface ClaimedFile extends StoredFile {
  sha256: string;
  storageKey: string;
}

function safeName(filename: string): string {
  // Only the last path segment, without control characters, at most 255 characters.
  const name = [...basename(filename.replaceAll('\\', '/'))]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return (name || 'file').slice(0, 255);
}

/**
 * Check every file's type by content and size first, then store them all (encrypted by the storage, streamed
 * from the temp files) and record them, owned by the member and unclaimed: each upload schedules the sweep that
 * deletes them if nothing claims them in time (file-sweep.ts). One bad file refuses the whole upload; nothing is stored.
 */
export async function saveUploads(
  db: Database,
  storage: Storage,
  incoming: IncomingFile[],
  options: { maxBytes: number; ownerMemberId: string; now?: Date },
): Promise<StoredFile[]> {
  if (incoming.length === 0) throw new AppError(Codes.BAD_REQUEST);
  const now = options.now ?? new Date();
  const checked: Array<IncomingFile & { id: string; name: string; mime: string }> = [];
  for (const file of incoming) {
    if (file.size > options.maxBytes) throw new AppError(Codes.FILE_TOO_LARGE);
    const type = await fileTypeFromFile(file.path);
    if (!type || !ALLOWED_UPLOAD_TYPES.has(type.mime)) throw new AppError(Codes.FILE_TYPE_NOT_ALLOWED);
    checked.push({ ...file, id: randomUUID(), name: safeName(file.filename), mime: type.mime });
  }
  const stored: string[] = [];
  try {
    for (const file of checked) {
      await storage.putFile(file.id, file.path);
      stored.push(file.id);
    }
    await db.transaction(async (tx) => {
      await tx.insert(files).values(
        checked.map((file) => ({
          id: file.id,
          originalName: file.name,
          mime: file.mime,
          size: file.size,
          sha256: file.sha256,
          storageKey: file.id,
          ownerMemberId: options.ownerMemberId,
          createdAt: now,
        })),
      );
      await scheduleFileSweep(tx, now);
    });
  } catch (err) {
    for (const id of stored) await storage.delete(id);
    throw err;
  }
  return checked.map(({ id, name, size, mime }) => ({ id, name, size, mime }));
}

const fileIdSchema = z.uuid();

/**
 * Marks the member's own uploads as referenced, so the sweep keeps them (call it where a form or record starts
 * using them, inside that transaction). All or nothing: an id that is not this member's, not a file, or expired
 * unclaimed answers 404 (never 403: ids of others do not leak) and claims none. Claiming again is harmless.
 */
export async function claimFiles(db: Db, memberId: string, fileIds: readonly string[], now = new Date()): Promise<ClaimedFile[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  if (!ids.every((id) => fileIdSchema.safeParse(id).success)) throw new AppError(Codes.NOT_FOUND);
  const unexpired = new Date(now.getTime() - UNCLAIMED_FILE_TTL_MS);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(files)
      .set({ claimedAt: sql`coalesce(${files.claimedAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(inArray(files.id, ids), eq(files.ownerMemberId, memberId), or(isNotNull(files.claimedAt), gt(files.createdAt, unexpired))))
      .returning({ id: files.id, name: files.originalName, size: files.size, mime: files.mime, sha256: files.sha256, storageKey: files.storageKey });
    // Thrown inside the transaction, so the claims of the other ids roll back with it.
    if (rows.length !== ids.length) throw new AppError(Codes.NOT_FOUND);
    return rows;
  });
}

/**
 * Deletes files for good: their rows, then their stored blobs (call it last inside the caller's transaction, like the
 * sweep: a failure leaves rows without blobs, never blobs nobody can find). Ids that are not files are ignored.
 */
export async function deleteFiles(db: Db, storage: Storage, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const gone = await db
    .delete(files)
    .where(inArray(files.id, [...fileIds]))
    .returning({ storageKey: files.storageKey });
  for (const { storageKey } of gone) await storage.delete(storageKey);
}

/** The decrypted bytes of a stored file, or 404 when there is no such file (callers check who may read it). */
export async function readFileBytes(db: Db, storage: Storage, fileId: string): Promise<Buffer> {
  const [row] = await db.select({ storageKey: files.storageKey }).from(files).where(eq(files.id, fileId));
  if (!row) throw new AppError(Codes.NOT_FOUND);
  return storage.get(row.storageKey);
}
