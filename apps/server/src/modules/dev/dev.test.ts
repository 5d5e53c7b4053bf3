import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import type { OutboxItem } from './dev.service';
import { linkify } from './outbox-page';

let app: FastifyInstance;
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeAll(async () => {
  app = await createTestApp();
  // Apart in time, so "newest first" has one right answer at millisecond precision.
  await app.mailer.send({ to: 'Ada@Example.hk', subject: 'Welcome', text: 'Confirm at http://localhost:8080/subscribe?confirm=abc.' });
  await pause();
  await app.sms.send({ to: '+85291234567', text: 'Your code is 123456' });
  await pause();
  await app.mailer.send({ to: 'bob@example.hk', subject: '<script>alert(1)</script>', text: 'Hi <b>Bob</b> & co' });
});

afterAll(() => app?.close());

const outbox = async (query: Record<string, string> = {}) => {
  const res = await app.inject({ url: '/api/v1/dev/outbox', query });
  expect(res.statusCode).toBe(200);
  return envelopeOf<{ list: OutboxItem[] }>(res).data.list;
};

describe('the dev outbox API (unsigned, development only)', () => {
  it('lists mails and texts together, newest first, in the contract shape', async () => {
    const list = await outbox();
    expect(list.map((m) => [m.channel, m.to, m.subject])).toEqual([
      ['mail', 'bob@example.hk', '<script>alert(1)</script>'],
      ['sms', '+85291234567', null],
      ['mail', 'ada@example.hk', 'Welcome'],
    ]);
    expect(Object.keys(list[1]!).sort()).toEqual(['channel', 'createdAt', 'html', 'id', 'subject', 'text', 'to']);
    expect(list[1]!.text).toBe('Your code is 123456');
  });

  it('filters by recipient, channel and limit', async () => {
    expect((await outbox({ to: 'ADA@example.hk' })).map((m) => m.subject)).toEqual(['Welcome']);
    expect((await outbox({ to: '+85291234567' })).map((m) => m.channel)).toEqual(['sms']);
    expect((await outbox({ channel: 'mail' })).map((m) => m.to)).toEqual(['bob@example.hk', 'ada@example.hk']);
    expect((await outbox({ channel: 'sms' })).map((m) => m.to)).toEqual(['+85291234567']);
    expect((await outbox({ limit: '1' })).map((m) => m.to)).toEqual(['bob@example.hk']);
    expect((await app.inject({ url: '/api/v1/dev/outbox', query: { channel: 'fax' } })).statusCode).toBe(400);
  });
});

describe('the dev outbox page', () => {
  it('shows every message newest first, escaped, with clickable links', async () => {
    const res = await app.inject({ url: '/dev/outbox', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('Hi &lt;b&gt;Bob&lt;/b&gt; &amp; co');
    expect(res.body).toContain('<a href="http://localhost:8080/subscribe?confirm=abc">http://localhost:8080/subscribe?confirm=abc</a>.');
    const order = ['bob@example.hk', '+85291234567', 'ada@example.hk'].map((to) => res.body.indexOf(`<strong>${to}</strong>`));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
  });

  it('filters like the API and refreshes itself only when asked', async () => {
    const sms = await app.inject({ url: '/dev/outbox?channel=sms' });
    expect(sms.body).toContain('Your code is 123456');
    expect(sms.body).not.toContain('Welcome');
    expect(sms.body).not.toContain('http-equiv="refresh"');
    expect(sms.body).toContain('href="/dev/outbox?channel=sms&amp;limit=20&amp;refresh=1"');
    const auto = await app.inject({ url: '/dev/outbox?channel=sms&refresh=1' });
    expect(auto.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(auto.body).toContain('Stop auto-refresh');
  });

  it('links only http(s) URLs and keeps trailing punctuation as text', () => {
    expect(linkify('see https://a.example/x?y=1&z=2, then javascript:alert(1)')).toBe(
      'see <a href="https://a.example/x?y=1&amp;z=2">https://a.example/x?y=1&amp;z=2</a>, then javascript:alert(1)',
    );
    expect(linkify('(http://a.example/"onmouseover=x)')).toBe('(<a href="http://a.example/">http://a.example/</a>&quot;onmouseover=x)');
  });
});
