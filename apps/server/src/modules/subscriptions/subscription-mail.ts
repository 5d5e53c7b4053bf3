import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { MailMessage } from '../../integrations/mail/mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The double opt-in mail in the subscriber's locale: confirm link plus an unsubscribe link. */
export function confirmationMail(locale: Locale, to: string, links: { confirm: string; unsubscribe: string }): MailMessage {
  const brand = translate(locale, 'brand.name');
  const t = (key: string) => translate(locale, `subscription.mail.${key}`, { brand });
  const text = [
    t('greeting'),
    '',
    t('intro'),
    links.confirm,
    '',
    t('expiry'),
    '',
    t('signature'),
    '',
    '--',
    `${t('unsubscribeHint')} ${links.unsubscribe}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale.replace('_', '-')}"><body style="font-family:Arial,'Noto Sans CJK TC',sans-serif;color:#1f2937;line-height:1.6">
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(t('intro'))}</p>
<p><a href="${escapeHtml(links.confirm)}" style="display:inline-block;padding:10px 20px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(t('confirm'))}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t('expiry'))}</p>
<p>${escapeHtml(t('signature'))}</p>
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:12px;color:#6b7280">${escapeHtml(t('unsubscribeHint'))} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(t('unsubscribe'))}</a></p>
</body></html>`;
  return { to, subject: t('subject'), text, html };
}
