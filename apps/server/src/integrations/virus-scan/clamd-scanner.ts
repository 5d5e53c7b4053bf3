import { createReadStream } from 'node:fs';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import type { ScanResult, VirusScanner } from './virus-scanner';

/** Bytes per INSTREAM chunk (clamd's StreamMaxLength bounds the total, not the chunk). */
const CHUNK_BYTES = 64 * 1024;
/** How long a scan may take before it counts as a failure. */
const DEFAULT_TIMEOUT_MS = 30_000;

/** How clamd's answer to one INSTREAM reads: "stream: OK", "stream: <name> FOUND", or an error. */
export function parseClamdReply(reply: string): ScanResult {
  const line = reply.replace(/\0+$/, '').trim();
  if (line === 'stream: OK') return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found?.[1]) return { clean: false, virus: found[1] };
  throw new Error(`clamd answered: ${line.slice(0, 200) || '(nothing)'}`);
}

/**
 * ClamAV's daemon over TCP with its INSTREAM command (clamd(8)): "zINSTREAM\0", then the bytes as chunks each
 * prefixed by its length (4 bytes, big-endian), then a zero length; clamd answers one NUL-terminated line and
 * closes. A dependency-free client of the few lines the protocol needs (npm's clamscan also probes local binaries).
 */
export class ClamdScanner implements VirusScanner {
  readonly kind = 'clamd';

  constructor(private readonly options: { host: string; port: number; timeoutMs?: number }) {}

  scanFile(path: string): Promise<ScanResult> {
    return this.scan(createReadStream(path, { highWaterMark: CHUNK_BYTES }));
  }

  scanBytes(data: Buffer): Promise<ScanResult> {
    return this.scan(Readable.from(chunksOf(data)));
  }

  private scan(source: Readable): Promise<ScanResult> {
    const { host, port, timeoutMs = DEFAULT_TIMEOUT_MS } = this.options;
    return new Promise((resolve, reject) => {
      const replies: Buffer[] = [];
      const socket = connect({ host, port });
      const fail = (err: Error) => {
        source.destroy();
        socket.destroy();
        reject(err);
      };
      socket.setTimeout(timeoutMs, () => fail(new Error(`clamd at ${host}:${port} did not answer within ${timeoutMs} ms`)));
      socket.on('error', fail);
      source.on('error', fail);
      socket.on('data', (chunk: Buffer) => replies.push(chunk));
      socket.on('close', () => {
        try {
          resolve(parseClamdReply(Buffer.concat(replies).toString('utf8')));
        } catch (err) {
          reject(err as Error);
        }
      });
      socket.once('connect', () => {
        socket.write('zINSTREAM\0');
        source.on('data', (chunk: Buffer | string) => {
          const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
          const size = Buffer.alloc(4);
          size.writeUInt32BE(bytes.length);
          // Backpressure: a slow clamd pauses the file, so a large one is never buffered whole.
          if (!socket.write(Buffer.concat([size, bytes]))) {
            source.pause();
            socket.once('drain', () => source.resume());
          }
        });
        source.on('end', () => socket.write(Buffer.alloc(4)));
      });
    });
  }
}

function* chunksOf(data: Buffer): Generator<Buffer> {
  for (let at = 0; at < data.length; at += CHUNK_BYTES) yield data.subarray(at, at + CHUNK_BYTES);
}
