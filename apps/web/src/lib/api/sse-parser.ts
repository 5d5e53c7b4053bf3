/** One server-sent event: its `event:` name ("message" when absent) and its `data:` lines joined by newlines. */
export interface SseMessage {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser: feed it decoded chunks as they arrive (a message may be split across
 * chunks, or several may share one) and it calls `onMessage` once per complete message. Comments and `id:` / `retry:`
 * fields are ignored: the assistant's stream is read once and never resumed.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    /** Parse a chunk; an unfinished last line waits for the next chunk. */
    push(chunk: string) {
      buffer += chunk;
      // A trailing "\r" may be the first half of "\r\n": hold it back until the next chunk says.
      const held = buffer.endsWith('\r') ? 1 : 0;
      const lines = buffer.slice(0, buffer.length - held).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? '') + buffer.slice(buffer.length - held);
      for (const text of lines) line(text);
    },
    /** The stream ended: a last message without its blank line is still delivered. */
    end() {
      if (buffer) line(buffer);
      buffer = '';
      dispatch();
    },
  };
}
