import { type CipherGCM, createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Format marker and version of encrypted blobs: MAGIC | iv (12) | tag (16) | ciphertext. */
const MAGIC = Buffer.from('SME1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM with a fresh IV; the storage key is bound as associated data so blobs cannot be swapped. */
export function encrypt(key: Buffer, plaintext: Buffer, associatedData: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/** A blob being encrypted as a stream: write `header`, then the cipher's output, then the tag at `tagOffset`. */
export interface EncryptStream {
  /** MAGIC | iv | a zeroed tag slot: the tag is known only once the cipher has ended. */
  header: Buffer;
  /** Pipe the plaintext through it; its getAuthTag() is valid after it ends. */
  cipher: CipherGCM;
  /** Where the 16 tag bytes go in the blob. */
  tagOffset: number;
}

/** encrypt() for large inputs, without holding them: the same blob format, so decrypt() reads both. */
export function createEncryptStream(key: Buffer, associatedData: string): EncryptStream {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  return { header: Buffer.concat([MAGIC, iv, Buffer.alloc(TAG_BYTES)]), cipher, tagOffset: MAGIC.length + IV_BYTES };
}

/** Reverse of encrypt(); throws when the blob was altered or belongs to another key. */
export function decrypt(key: Buffer, blob: Buffer, associatedData: string): Buffer {
  if (blob.length < MAGIC.length + IV_BYTES + TAG_BYTES || !blob.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new Error('not an encrypted blob');
  }
  const iv = blob.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = blob.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(blob.subarray(MAGIC.length + IV_BYTES + TAG_BYTES)), decipher.final()]);
}
