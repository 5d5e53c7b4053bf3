import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in API received, kept so a test can assert exactly what the provider client sent. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the stand-in answers: JSON by default, or any text with its content type (a PEM certificate). */
export interface StandInAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
}

/**
 * A local HTTP server standing in for a provider's API in the provider tests (tests only), so the real client code
 * (the stripe package, fetch) runs end to end against answers shaped like the provider's documentation.
 */
export async function startProviderApi(answer: (request: ReceivedRequest) => StandInAnswer) {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const reply = answer(request);
      const body = reply.text ?? JSON.stringify(reply.json ?? {});
      res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'application/json' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
