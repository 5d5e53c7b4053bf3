import { randomUUID } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Storage } from '../../integrations/storage/storage';
import { type MemberRow, findMemberById, updateMember } from './members.service';

/** Image types an avatar may be uploaded as, decided by content (magic bytes), never by name or claimed type. */
export const AVATAR_SOURCE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
/** Avatars are stored and served as square WebP images of this size. */
export const AVATAR_SIZE = 256;
/** Refuse decompression bombs: a small file may declare an enormous image. */
const MAX_INPUT_PIXELS = 40_000_000;

/** Public path of an avatar; ids are random and each upload gets a new one, so the answer can be cached for good. */
export const avatarPath = (fileId: string) => `/media/avatars/${fileId}.webp`;

/**
 * Avatars live under their own storage keys: the public avatar route can then never be used to read
 * another (private) upload whose id someone learnt.
 */
const storageKeyOf = (fileId: string) => `avatar-${fileId}`;

/** The 256×256 WebP of an uploaded image; 415 when the bytes are not an accepted image. */
export async function resizeAvatar(input: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !AVATAR_SOURCE_TYPES.has(type.mime)) throw new AppError(Codes.FILE_TYPE_NOT_ALLOWED);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The magic bytes matched but the image does not decode (truncated, corrupt, too large).
    throw new AppError(Codes.FILE_TYPE_NOT_ALLOWED);
  }
}

/** Store a new avatar for the member (encrypted like every upload), then drop the previous one. */
export async function replaceAvatar(db: Database, storage: Storage, memberId: string, input: Buffer): Promise<MemberRow> {
  const webp = await resizeAvatar(input);
  const previous = (await findMemberById(db, memberId))?.avatarFileId;
  const fileId = randomUUID();
  await storage.put(storageKeyOf(fileId), webp);
  const row = await updateMember(db, memberId, { avatarFileId: fileId }).catch(async (err: unknown) => {
    await storage.delete(storageKeyOf(fileId));
    throw err;
  });
  if (!row) {
    await storage.delete(storageKeyOf(fileId));
    throw new AppError(Codes.UNAUTHORIZED);
  }
  if (previous) await storage.delete(storageKeyOf(previous));
  return row;
}

/** The WebP bytes of an avatar, or null for an id that is not (or no longer) stored. */
export async function readAvatar(storage: Storage, fileId: string): Promise<Buffer | null> {
  try {
    return await storage.get(storageKeyOf(fileId));
  } catch {
    return null;
  }
}
