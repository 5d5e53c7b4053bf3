import { writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClamdScanner, parseClamdReply } from './clamd-scanner';
import { EICAR, type FakeClamd, startFakeClamd } from './virus-scan.test-kit';
import { createVirusScanner } from './virus-scanner';

let clamd: FakeClamd;
let dir: string;

beforeAll(async () => {
  clamd = await startFakeClamd();
  dir = mkdtempSync(join(tmpdir(), 'clamd-test-'));
});

afterAll(async () => {
  await clamd?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('clamd scanner (INSTREAM over TCP)', () => {
  it('streams a file in length-prefixed chunks and reads a clean answer', async () => {
    const path = join(dir, 'big.pdf');
    // Several 64 KiB chunks, so the framing of more than one chunk is exercised.
    const content = Buffer.alloc(200_000, 'a');
    writeFileSync(path, content);
    const scanner = new ClamdScanner({ host: clamd.host, port: clamd.port });
    expect(await scanner.scanFile(path)).toEqual({ clean: true });
    expect(clamd.scanned.at(-1)?.equals(content)).toBe(true);
  });

  it('reports the virus clamd names, for files and for bytes', async () => {
    const scanner = new ClamdScanner({ host: clamd.host, port: clamd.port });
    const path = join(dir, 'eicar.pdf');
    writeFileSync(path, `%PDF-1.4\n${EICAR}\n`);
    expect(await scanner.scanFile(path)).toEqual({ clean: false, virus: 'Eicar-Test-Signature' });
    expect(await scanner.scanBytes(Buffer.from(EICAR))).toEqual({ clean: false, virus: 'Eicar-Test-Signature' });
    expect(await scanner.scanBytes(Buffer.alloc(0))).toEqual({ clean: true });
  });

  it('fails (never answers clean) when clamd is unreachable, errs or stays silent', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      await expect(new ClamdScanner({ host: '127.0.0.1', port: silentPort, timeoutMs: 200 }).scanBytes(Buffer.from('x'))).rejects.toThrow(/did not answer/);
    } finally {
      silent.close();
    }
    await expect(new ClamdScanner({ host: '127.0.0.1', port: 1 }).scanBytes(Buffer.from('x'))).rejects.toThrow();
    expect(() => parseClamdReply('INSTREAM size limit exceeded. ERROR\0')).toThrow(/size limit/);
  });

  it('scans with clamd only when configured', () => {
    expect(createVirusScanner({ clamav: undefined }).kind).toBe('none');
    expect(createVirusScanner({ clamav: { host: 'clamd', port: 3310 } }).kind).toBe('clamd');
  });
});
