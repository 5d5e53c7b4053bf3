import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat completion request as the fake server received it. */
export interface ReceivedChatRequest {
  path: string | undefined;
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    messages: Array<{ role: string; content: string }>;
  };
}

/**
 * How the fake answers the next requests:
 * - `stream`: SSE chunks with these contents (or computed from the request), a final usage chunk and [DONE];
 *   `dropAfter` cuts the connection after that many chunks, `stallAfter` stops sending (without closing) after that many;
 * - `status`: an error status with an OpenAI-style error body;
 * - `silent`: accepts the request and never answers.
 */
export type FakeReply =
  | {
      kind: 'stream';
      chunks: string[] | ((request: ReceivedChatRequest) => string[]);
      usage?: { prompt_tokens: number; completion_tokens: number };
      dropAfter?: number;
      stallAfter?: number;
    }
  | { kind: 'status'; status: number }
  | { kind: 'silent' };

/** A local OpenAI-compatible chat server on a real port: it streams what it is told and records what it was sent. */
export interface FakeOpenAiServer {
  /** Base URL as LLM_BASE_URL takes it (…/v1). */
  baseUrl: string;
  requests: ReceivedChatRequest[];
  reply: FakeReply;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 and a free port; it answers `{ kind: 'stream', chunks: ['Hello', ' there.'] }` until told otherwise. */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const fake: FakeOpenAiServer = {
    baseUrl: '',
    requests: [],
    reply: { kind: 'stream', chunks: ['Hello', ' there.'] },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const received: ReceivedChatRequest = { path: request.url, authorization: request.headers.authorization, body: JSON.parse(raw) };
      fake.requests.push(received);
      answer(fake.reply, received, request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

function answer(reply: FakeReply, received: ReceivedChatRequest, request: IncomingMessage, response: ServerResponse): void {
  if (reply.kind === 'silent') return;
  if (reply.kind === 'status') {
    response
      .writeHead(reply.status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'The fake provider failed on purpose.', type: 'server_error' } }));
    return;
  }
  const chunks = typeof reply.chunks === 'function' ? reply.chunks(received) : reply.chunks;
  const frame = (data: unknown): string => `data: ${JSON.stringify(data)}\n\n`;
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: received.body.model };
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  for (const [index, content] of chunks.entries()) {
    if (index === reply.dropAfter) {
      // Let the chunks already written reach the client before the connection breaks.
      setTimeout(() => request.socket.destroy(), 30);
      return;
    }
    if (index === reply.stallAfter) return;
    response.write(frame({ ...base, choices: [{ index: 0, delta: index === 0 ? { role: 'assistant', content } : { content }, finish_reason: null }] }));
  }
  response.write(frame({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }));
  const usage = reply.usage ?? { prompt_tokens: 120, completion_tokens: chunks.length };
  response.write(frame({ ...base, choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } }));
  response.end('data: [DONE]\n\n');
}
