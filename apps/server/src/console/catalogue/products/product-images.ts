import { randomUUID } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../../http/app-error';
import type { Storage } from '../../../integrations/storage/storage';

/**
 * Product images uploaded in the back office: type decided by content, re-encoded as WebP (which also drops
 * anything hidden in the original file), stored encrypted like every upload, and served publicly under a random
 * name. They live under their own storage keys, so the public route can never read another (private) upload.
 */

/** Image types a product image may be uploaded as, decided by magic bytes, never by name or claimed type. */
const SOURCE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
/** Longest side of a stored product image: enough for the detail page's zoom. */
const MAX_SIDE = 1600;
/** Refuse decompression bombs: a small file may declare an enormous image. */
const MAX_INPUT_PIXELS = 40_000_000;

const storageKeyOf = (fileId: string) => `product-${fileId}`;

/** Public path of a product image (what product.images holds). */
export const productImagePath = (fileId: string) => `/media/products/${fileId}.webp`;

/** Store an uploaded image as a product image; answers its public path. 415 when the bytes are not an accepted image. */
export async function storeProductImage(storage: Storage, input: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !SOURCE_TYPES.has(type.mime)) throw new AppError(Codes.FILE_TYPE_NOT_ALLOWED);
  let webp: Buffer;
  try {
    webp = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // The magic bytes matched but the image does not decode (truncated, corrupt, too large).
    throw new AppError(Codes.FILE_TYPE_NOT_ALLOWED);
  }
  const fileId = randomUUID();
  await storage.put(storageKeyOf(fileId), webp);
  return productImagePath(fileId);
}

/** The WebP bytes of a product image, or null for an id that is not stored. */
export async function readProductImage(storage: Storage, fileId: string): Promise<Buffer | null> {
  try {
    return await storage.get(storageKeyOf(fileId));
  } catch {
    return null;
  }
}
