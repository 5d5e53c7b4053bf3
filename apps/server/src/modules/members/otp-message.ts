import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { OtpPurpose } from '@sme/shared/schemas/members';
import type { MailMessage } from '../../integrations/mail/mailer';
import type { SmsMessage } from '../../integrations/sms/sms';
import { OTP_TTL_MS } from './otp.service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function vars(locale: Locale, purpose: OtpPurpose, code: string) {
  return { brand: translate(locale, 'brand.name'), purpose: translate(locale, `otp.purpose.${purpose}`), code, minutes: OTP_TTL_MS / 60_000 };
}

/** The mail carrying a one-time code, in the request's locale. */
export function otpMail(locale: Locale, to: string, purpose: OtpPurpose, code: string): MailMessage {
  const v = vars(locale, purpose, code);
  const t = (key: string) => translate(locale, `otp.mail.${key}`, v);
  const text = [t('greeting'), '', t('intro'), '', code, '', t('expiry'), t('ignore'), '', t('signature')].join('\n');
  const html = `<!doctype html><html lang="${locale.replace('_', '-')}"><body style="font-family:Arial,'Noto Sans CJK TC',sans-serif;color:#1f2937;line-height:1.6">
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(t('intro'))}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t('expiry'))} ${escapeHtml(t('ignore'))}</p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { to, subject: t('subject'), text, html };
}

/** The text message carrying a one-time code, in the request's locale. */
export function otpSms(locale: Locale, to: string, purpose: OtpPurpose, code: string): SmsMessage {
  return { to, text: translate(locale, 'otp.sms', vars(locale, purpose, code)) };
}
