import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { HttpSms } from './http-sms';
import { OutboxSms } from './outbox-sms';

/** One outgoing text message; `to` in E.164. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends SMS: an HTTP provider (Twilio-compatible Messages API) when configured, otherwise the sms_outbox table. */
export interface SmsSender {
  readonly kind: 'http' | 'outbox';
  send(message: SmsMessage): Promise<void>;
}

/** The SMS sender the configuration asks for. */
export function createSmsSender(config: Pick<AppConfig, 'sms'>, db: Database): SmsSender {
  return config.sms ? new HttpSms(config.sms) : new OutboxSms(db);
}
