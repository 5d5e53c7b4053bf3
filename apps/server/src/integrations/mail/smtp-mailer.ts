import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/** Mail over SMTP with nodemailer (SMTP_URL such as smtps://user:pass@smtp.example.com:465). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    const { to, subject, text, html, attachments } = message;
    await this.transport.sendMail({ from: this.from, to, subject, text, html, ...(attachments ? { attachments } : {}) });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
