/**
 * Where uploaded bytes live. Keys are opaque ids chosen by the caller (the files table holds the
 * metadata). Implementations: disk (default, encrypted at rest); an S3-compatible one can follow
 * without touching callers.
 */
export interface Storage {
  readonly kind: string;
  put(key: string, data: Buffer): Promise<void>;
  /** Stores the bytes of a local file, streamed: an upload spooled to disk is never held in memory. */
  putFile(key: string, path: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** Keys are ids, never paths: refuse anything that could escape the storage root. */
export function assertStorageKey(key: string): void {
  if (!/^[A-Za-z0-9-]{8,64}$/.test(key)) throw new Error(`invalid storage key: ${key}`);
}
