import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decrypt, encrypt } from './encryption';
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

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(join(path, '..'), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${path}.${process.pid}.tmp`;
    await writeFile(temp, encrypt(this.key, data, key), { mode: 0o600 });
    await rename(temp, path);
  }

  async get(key: string): Promise<Buffer> {
    return decrypt(this.key, await readFile(this.pathOf(key)), key);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
