import { type AddressInfo, type Server, createServer } from 'node:net';

/** The EICAR test string: every virus scanner reports it, so tests can send "a virus" that harms nothing. */
export const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** A fake clamd listening on a real local TCP port: it speaks INSTREAM and reports EICAR as found. */
export interface FakeClamd {
  host: string;
  port: number;
  /** The bytes of every stream it was sent, in order. */
  scanned: Buffer[];
  close(): Promise<void>;
}

/** Reads "zINSTREAM\0" then length-prefixed chunks up to a zero length, and answers as clamd does. */
export async function startFakeClamd(): Promise<FakeClamd> {
  const scanned: Buffer[] = [];
  const server: Server = createServer((socket) => {
    let buffer = Buffer.alloc(0);
    let commandRead = false;
    const parts: Buffer[] = [];
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!commandRead) {
        const end = buffer.indexOf(0);
        if (end < 0) return;
        if (buffer.subarray(0, end).toString() !== 'zINSTREAM') {
          socket.end('UNKNOWN COMMAND\0');
          return;
        }
        commandRead = true;
        buffer = buffer.subarray(end + 1);
      }
      while (buffer.length >= 4) {
        const size = buffer.readUInt32BE(0);
        if (size === 0) {
          const bytes = Buffer.concat(parts);
          scanned.push(bytes);
          socket.end(bytes.includes(EICAR) ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
          return;
        }
        if (buffer.length < 4 + size) return;
        parts.push(buffer.subarray(4, 4 + size));
        buffer = buffer.subarray(4 + size);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { host: '127.0.0.1', port, scanned, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
