import { createHash, randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { Codes } from '@sme/shared/codes';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Storage } from '../../integrations/storage/storage';
import { files } from './system.tables';

/** Types accepted by content (magic bytes), whatever name or Content-Type the client gave. */
export const ALLOWED_UPLOAD_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);

/** A file to store. */
export interface IncomingFile {
  filename: string;
  buffer: Buffer;
}

/** What the upload answers per file (files are private: no URL yet). */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
  mime: string;
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
 * Check every file's type by content and size first, then store them all (encrypted by the storage)
 * and record them. One bad file refuses the whole upload and nothing is stored.
 */
export async function saveUploads(db: Database, storage: Storage, incoming: IncomingFile[], options: { maxBytes: number; ownerMemberId?: string }): Promise<StoredFile[]> {
  if (incoming.length === 0) throw new AppError(Codes.BAD_REQUEST);
  const checked = [];
  for (const file of incoming) {
    if (file.buffer.length > options.maxBytes) throw new AppError(Codes.FILE_TOO_LARGE);
    const type = await fileTypeFromBuffer(file.buffer);
    if (!type || !ALLOWED_UPLOAD_TYPES.has(type.mime)) throw new AppError(Codes.FILE_TYPE_NOT_ALLOWED);
    checked.push({ ...file, mime: type.mime });
  }
  const stored: StoredFile[] = [];
  for (const file of checked) {
    const id = randomUUID();
    await storage.put(id, file.buffer);
    try {
      await db.insert(files).values({
        id,
        originalName: safeName(file.filename),
        mime: file.mime,
        size: file.buffer.length,
        sha256: createHash('sha256').update(file.buffer).digest('hex'),
        storageKey: id,
        ownerMemberId: options.ownerMemberId ?? null,
      });
    } catch (err) {
      await storage.delete(id);
      throw err;
    }
    stored.push({ id, name: safeName(file.filename), size: file.buffer.length, mime: file.mime });
  }
  return stored;
}
