import { PassThrough, type Readable } from 'node:stream';
import type { AssistantStreamEvent } from '@sme/shared/schemas/assistant';
import type { FastifyBaseLogger } from 'fastify';

/** One server-sent event as the contract frames it: its type as the event name, the whole event as JSON data. */
export function sseMessage(event: AssistantStreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * The events as a text/event-stream body. The events are read to the end even when the reader has gone away (the
 * answer then stops on its abort signal, and what was streamed is still stored); only writing stops.
 */
export function eventStream(events: AsyncIterable<AssistantStreamEvent>, log: FastifyBaseLogger): Readable {
  const body = new PassThrough();
  void (async () => {
    try {
      for await (const event of events) if (!body.destroyed) body.write(sseMessage(event));
    } catch (err) {
      log.error({ err }, 'assistant stream failed');
    } finally {
      body.end();
    }
  })();
  return body;
}
