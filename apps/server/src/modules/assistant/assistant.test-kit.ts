import type { AssistantStreamEvent } from '@sme/shared/schemas/assistant';
import type { LightMyRequestResponse } from 'fastify';

/** The events of an assistant.chat answer, parsed from its text/event-stream body (each `event:` name checked against its data). */
export function streamEvents(res: LightMyRequestResponse): AssistantStreamEvent[] {
  if (res.statusCode !== 200) throw new Error(`expected a stream, got ${res.statusCode}: ${res.body}`);
  return res.body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      const event = JSON.parse(data ?? 'null') as AssistantStreamEvent;
      if (event.type !== name) throw new Error(`event ${name} carries ${data}`);
      return event;
    });
}

/** The answer text as a reader ends up with it: the deltas after the last reset. */
export function answerText(events: AssistantStreamEvent[]): string {
  let text = '';
  for (const e of events) {
    if (e.type === 'reset') text = '';
    if (e.type === 'delta') text += e.text;
  }
  return text;
}

/** The one event of a type (throws when absent). */
export function eventOf<T extends AssistantStreamEvent['type']>(events: AssistantStreamEvent[], type: T): Extract<AssistantStreamEvent, { type: T }> {
  const event = events.find((e) => e.type === type);
  if (!event) throw new Error(`no ${type} event in ${JSON.stringify(events)}`);
  return event as Extract<AssistantStreamEvent, { type: T }>;
}
