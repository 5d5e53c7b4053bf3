import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { MailMessage } from '../../integrations/mail/mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail inviting someone to the back office, in the inviting admin's locale, with the link that accepts it. */
export function invitationMail(locale: Locale, to: string, link: string, days: number): MailMessage {
  const t = (key: string) => translate(locale, `staff.inviteMail.${key}`, { brand: translate(locale, 'brand.name'), days });
  const text = [t('greeting'), '', t('intro'), '', link, '', t('expiry'), t('ignore'), '', t('signature')].join('\n');
  const html = `<!doctype html><html lang="${locale.replace('_', '-')}"><body style="font-family:Arial,'Noto Sans CJK TC',sans-serif;color:#1f2937;line-height:1.6">
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(t('intro'))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t('expiry'))} ${escapeHtml(t('ignore'))}</p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { to, subject: t('subject'), text, html };
}
