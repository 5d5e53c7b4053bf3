import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';

/** One request as it went over the wire to the server, and the page load it arrived during. */
export interface WireRequest {
  method: string;
  url: string;
  nonce: string | null;
  load: number;
}

/**
 * A TCP pass-through in front of the server that notes every request head on its way in. It sees what the server
 * sees, including the copies Chromium sends again by itself (a reused socket that closed, an HTTP-cache restart),
 * which page.on('request') reports only once. Each browser connection gets its own server connection, so keep-alive
 * and closes reach each side unchanged.
 */
export class WireLog {
  /** Every request head seen, in arrival order. */
  readonly requests: WireRequest[] = [];
  /** Connections whose framing it could not follow (a chunked body); what came after is not in `requests`. */
  unreadable = 0;
  /** The page load that requests arriving now belong to (the caller advances it). */
  load = 0;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    private readonly target: URL,
  ) {}

  /** Listen on a free local port and forward to `target` (the server's base URL). */
  static async start(target: URL): Promise<WireLog> {
    const log = new WireLog(createServer(), target);
    log.server.on('connection', (client) => log.forward(client));
    await new Promise<void>((resolve) => log.server.listen(0, '127.0.0.1', resolve));
    return log;
  }

  /** Base URL the browser should use instead of the server's. */
  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Stop listening and drop every open connection. */
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private forward(client: Socket): void {
    const upstream = connect(Number(this.target.port), this.target.hostname);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    }
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    this.readHeads(client);
  }

  /** Follow HTTP/1.1 framing on the way in: a head, then Content-Length bytes of body, then the next head. */
  private readHeads(client: Socket): void {
    let buffer = Buffer.alloc(0);
    let bodyLeft = 0;
    let lost = false;
    client.on('data', (chunk: Buffer) => {
      if (lost) return;
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const skipped = Math.min(bodyLeft, buffer.length);
        buffer = buffer.subarray(skipped);
        bodyLeft -= skipped;
        const end = buffer.indexOf('\r\n\r\n');
        if (bodyLeft > 0 || end < 0) return;
        const [requestLine = '', ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
        buffer = buffer.subarray(end + 4);
        const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        const [method = '', url = ''] = requestLine.split(' ');
        this.requests.push({ method, url, nonce: headers.get('x-nonce') ?? null, load: this.load });
        if (headers.has('transfer-encoding')) {
          this.unreadable++;
          lost = true;
          return;
        }
        bodyLeft = Number(headers.get('content-length') ?? 0);
      }
    });
  }
}
