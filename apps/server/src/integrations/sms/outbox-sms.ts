import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SmsMessage, SmsSender } from './sms';
import { smsOutbox } from './sms.tables';

/** Writes text messages to the sms_outbox table, where a developer (or an e2e test) reads them. */
export class OutboxSms implements SmsSender {
  readonly kind = 'outbox' as const;

  constructor(private readonly db: Database) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({ to: message.to, text: message.text });
  }
}

/** A text message as read back from the outbox. */
export type OutboxSmsMessage = typeof smsOutbox.$inferSelect;

/** The latest outbox messages, newest first, optionally for one number. */
export async function listSmsOutbox(db: Database, params: { to?: string; limit: number }): Promise<OutboxSmsMessage[]> {
  const query = db.select().from(smsOutbox);
  const filtered = params.to ? query.where(eq(smsOutbox.to, params.to)) : query;
  return filtered.orderBy(desc(smsOutbox.createdAt)).limit(params.limit);
}
