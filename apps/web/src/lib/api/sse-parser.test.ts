import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse-parser';

function parse(chunks: string[]): SseMessage[] {
  const out: SseMessage[] = [];
  const parser = createSseParser((m) => out.push(m));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return out;
}

const wire = (type: string, body: object) => `event: ${type}\ndata: ${JSON.stringify({ type, ...body })}\n\n`;

describe('createSseParser', () => {
  it('reads several events sent in one chunk, in order', () => {
    const text = wire('start', { remainingToday: 4 }) + wire('delta', { text: 'Hello' }) + wire('reset', {}) + wire('delta', { text: 'Hi' });
    expect(parse([text]).map((m) => [m.event, JSON.parse(m.data)])).toEqual([
      ['start', { type: 'start', remainingToday: 4 }],
      ['delta', { type: 'delta', text: 'Hello' }],
      ['reset', { type: 'reset' }],
      ['delta', { type: 'delta', text: 'Hi' }],
    ]);
  });

  it('joins an event split across chunks at any point, CRLF included', () => {
    const text = wire('delta', { text: 'a\nb' }).replace(/\n/g, '\r\n') + wire('done', { mode: 'EXCERPTS' });
    for (let cut = 1; cut < text.length; cut++) {
      const got = parse([text.slice(0, cut), text.slice(cut)]);
      expect(got.map((m) => m.event)).toEqual(['delta', 'done']);
      expect(JSON.parse(got[0]!.data)).toEqual({ type: 'delta', text: 'a\nb' });
    }
  });

  it('joins multi-line data, skips comments and delivers a last event missing its blank line', () => {
    expect(parse([': keep-alive\n\ndata: one\ndata: two\n\nevent: done\ndata: {}'])).toEqual([
      { event: 'message', data: 'one\ntwo' },
      { event: 'done', data: '{}' },
    ]);
  });
});
