import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** One outgoing mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** A file sent with a mail (text content: a calendar invitation). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Sends mail; SMTP when SMTP_URL is set, otherwise the mail_outbox table. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The mailer the configuration asks for. */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>, db: Database): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db, config.mailFrom);
}
