import type { Database } from '../../db/client';
import { listOutbox } from '../../integrations/mail/outbox-mailer';
import { listSmsOutbox } from '../../integrations/sms/outbox-sms';

/** The two outboxes a developer reads. */
export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** One message of either outbox, as the dev outbox answers it. */
export interface OutboxItem {
  id: string;
  channel: OutboxChannel;
  to: string;
  /** Mail only. */
  subject: string | null;
  text: string;
  /** Mail only, and only when the mail has an HTML part. */
  html: string | null;
  createdAt: string;
}

/** Filters of the dev outbox. */
export interface OutboxQuery {
  to?: string;
  channel?: OutboxChannel;
  limit: number;
}

/** The latest mails and texts together, newest first: the development stand-in for inboxes and phones. */
export async function listDevOutbox(db: Database, query: OutboxQuery): Promise<OutboxItem[]> {
  const wants = (channel: OutboxChannel) => !query.channel || query.channel === channel;
  // Each outbox gives at most `limit` rows, so the newest `limit` of their union are among them.
  const [mails, texts] = await Promise.all([wants('mail') ? listOutbox(db, query) : [], wants('sms') ? listSmsOutbox(db, query) : []]);
  const items: OutboxItem[] = [
    ...mails.map((m) => ({
      id: m.id,
      channel: 'mail' as const,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      createdAt: m.createdAt.toISOString(),
    })),
    ...texts.map((s) => ({ id: s.id, channel: 'sms' as const, to: s.to, subject: null, text: s.text, html: null, createdAt: s.createdAt.toISOString() })),
  ];
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, query.limit);
}
