import type { SmsProviderConfig } from '../../config';
import type { SmsMessage, SmsSender } from './sms';

/** A provider that does not answer within this time is treated as failed (the caller logs it). */
const TIMEOUT_MS = 10_000;

/**
 * Sends texts through a Twilio-compatible Messages API: POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json
 * with form fields To, From, Body and HTTP basic auth sid:token. Other providers offering this API
 * (or a local mock) work by changing SMS_API_URL.
 */
export class HttpSms implements SmsSender {
  readonly kind = 'http' as const;
  private readonly endpoint: string;
  private readonly authorization: string;

  constructor(private readonly config: SmsProviderConfig) {
    this.endpoint = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  }

  async send(message: SmsMessage): Promise<void> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: { authorization: this.authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ To: message.to, From: this.config.from, Body: message.text }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS provider refused the message: HTTP ${response.status} ${await describeFailure(response)}`);
  }
}

/** Twilio's error body is { code, message, more_info }; anything else is quoted briefly. */
async function describeFailure(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
    if (parsed.message !== undefined) return `(code ${String(parsed.code)}: ${String(parsed.message)})`;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return body ? `(${body.slice(0, 200)})` : '';
}
