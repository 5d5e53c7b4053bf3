import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage';

const root = mkdtempSync(join(tmpdir(), 'sme-storage-'));
const key = Buffer.alloc(32, 1);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('disk storage', () => {
  it('round-trips bytes and keeps them encrypted on disk', async () => {
    const storage = new DiskStorage(root, key);
    const id = randomUUID();
    const secret = Buffer.from('passport scan: HK1234567');
    await storage.put(id, secret);
    const onDisk = readFileSync(join(root, id.slice(0, 2), `${id}.bin`));
    expect(onDisk.includes(Buffer.from('HK1234567'))).toBe(false);
    expect((await storage.get(id)).equals(secret)).toBe(true);
    await storage.delete(id);
    await expect(storage.get(id)).rejects.toThrow();
  });

  it('streams a file in (putFile) into the same encrypted format that get() reads', async () => {
    const storage = new DiskStorage(root, key);
    const id = randomUUID();
    const source = join(root, 'source.bin');
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) % 251;
    writeFileSync(source, bytes);
    await storage.putFile(id, source);
    const onDisk = readFileSync(join(root, id.slice(0, 2), `${id}.bin`));
    expect(onDisk.includes(bytes.subarray(1000, 1100))).toBe(false);
    expect((await storage.get(id)).equals(bytes)).toBe(true);
    // A file smaller than one cipher block; the tag, written last, still checks.
    const small = randomUUID();
    writeFileSync(source, 'scan');
    await storage.putFile(small, source);
    expect((await storage.get(small)).toString()).toBe('scan');
    await expect(new DiskStorage(root, Buffer.alloc(32, 2)).get(id)).rejects.toThrow();
  });

  it('refuses a blob read with another key, a tampered blob, and a path as key', async () => {
    const id = randomUUID();
    await new DiskStorage(root, key).put(id, Buffer.from('data'));
    await expect(new DiskStorage(root, Buffer.alloc(32, 2)).get(id)).rejects.toThrow();
    const path = join(root, id.slice(0, 2), `${id}.bin`);
    const blob = readFileSync(path);
    blob[blob.length - 1] = (blob[blob.length - 1] ?? 0) ^ 1;
    writeFileSync(path, blob);
    await expect(new DiskStorage(root, key).get(id)).rejects.toThrow();
    await expect(new DiskStorage(root, key).put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
  });
});
