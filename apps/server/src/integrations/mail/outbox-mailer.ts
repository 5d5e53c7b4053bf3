import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from './mail.tables';
import type { MailMessage, Mailer } from './mailer';

/** Writes mail to the mail_outbox table, where a developer (or an e2e test) reads it. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly db: Database,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values({
      to: message.to.toLowerCase(),
      from: this.from,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? null,
    });
  }

  async close(): Promise<void> {}
}

/** A mail as read back from the outbox. */
export type OutboxMail = typeof mailOutbox.$inferSelect;

/** The latest outbox mails, newest first, optionally for one address. */
export async function listOutbox(db: Database, params: { to?: string; limit: number }): Promise<OutboxMail[]> {
  const query = db.select().from(mailOutbox);
  const filtered = params.to ? query.where(eq(mailOutbox.to, params.to.toLowerCase())) : query;
  return filtered.orderBy(desc(mailOutbox.createdAt)).limit(params.limit);
}
