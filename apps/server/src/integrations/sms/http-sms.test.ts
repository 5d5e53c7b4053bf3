import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsProviderConfig } from '../../config';
import type { Database } from '../../db/client';
import { HttpSms } from './http-sms';
import { createSmsSender } from './sms';

interface Received {
  method: string | undefined;
  path: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

let server: Server;
let baseUrl: string;
const received: Received[] = [];
/** What the fake provider answers next. */
let answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM1', status: 'queued' } };

function handle(request: IncomingMessage, response: ServerResponse): void {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({
      method: request.method,
      path: request.url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = (): SmsProviderConfig => ({ apiUrl: baseUrl, accountSid: 'AC0123456789', authToken: 'token-secret', from: '+85230001234' });

describe('the Twilio-compatible SMS sender', () => {
  it('posts To, From and Body to the Messages resource of the account with basic auth', async () => {
    received.length = 0;
    answer = { status: 201, body: { sid: 'SM1', status: 'queued' } };
    await new HttpSms(config()).send({ to: '+85291234567', text: 'Your code is 123456 — 驗證碼' });
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/2010-04-01/Accounts/AC0123456789/Messages.json',
        authorization: `Basic ${Buffer.from('AC0123456789:token-secret').toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+85291234567', From: '+85230001234', Body: 'Your code is 123456 — 驗證碼' },
      },
    ]);
  });

  it('throws an error naming the status and the provider’s message when the provider refuses', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } };
    await expect(new HttpSms(config()).send({ to: '+1', text: 'x' })).rejects.toThrow(/HTTP 400 \(code 21211: The 'To' number is not a valid phone number\.\)/);
  });

  it('throws when the provider cannot be reached', async () => {
    const unreachable = { ...config(), apiUrl: 'http://127.0.0.1:1' };
    await expect(new HttpSms(unreachable).send({ to: '+85291234567', text: 'x' })).rejects.toThrow();
  });

  it('is chosen only when the provider is configured', () => {
    // The outbox sender only stores the database handle, so a placeholder is enough to tell which one is built.
    const db = {} as Database;
    expect(createSmsSender({ sms: config() }, db).kind).toBe('http');
    expect(createSmsSender({ sms: undefined }, db).kind).toBe('outbox');
  });
});
