import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createEncryptStream, decrypt, encrypt } from './encryption';
import { type Storage, assertStorageKey } from './storage';

/** Files on local disk under a root outside the web root (DATA_DIR/uploads), AES-256-GCM encrypted at rest. */
export class DiskStorage implements Storage {
  readonly kind = 'disk';

  constructor(
    private readonly root: string,
    private readonly key: Buffer,
  ) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    // Two-character fan-out keeps directories small.
    return join(this.root, key.slice(0, 2), `${key}.bin`);
  }

  /** Writes through a temp file renamed into place, so a reader never sees half a blob; the temp file goes on failure. */
  private async writeAtomically(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(join(path, '..'), { recursive: true });
    const temp = `${path}.${process.pid}.tmp`;
    try {
      await write(temp);
      await rename(temp, path);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.writeAtomically(key, (temp) => writeFile(temp, encrypt(this.key, data, key), { mode: 0o600 }));
  }

  async putFile(key: string, path: string): Promise<void> {
    await this.writeAtomically(key, async (temp) => {
      const { header, cipher, tagOffset } = createEncryptStream(this.key, key);
      await writeFile(temp, header, { mode: 0o600 });
      await pipeline(createReadStream(path), cipher, createWriteStream(temp, { flags: 'r+', start: header.length }));
      const blob = await open(temp, 'r+');
      try {
        await blob.write(cipher.getAuthTag(), 0, undefined, tagOffset);
      } finally {
        await blob.close();
      }
    });
  }

  async get(key: string): Promise<Buffer> {
    return decrypt(this.key, await readFile(this.pathOf(key)), key);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
