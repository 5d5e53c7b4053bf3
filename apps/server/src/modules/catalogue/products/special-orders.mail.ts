import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import type { MailMessage } from '../../../integrations/mail/mailer';

// Every value the customer typed goes into the HTML escaped: the request is stored verbatim, the mail must not render it.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the confirmation repeats back to the customer. */
export interface SpecialOrderMailDetails {
  id: string;
  productName: string;
  productCode: string | null;
  specification: string | null;
  quantity: number;
  customerName: string;
  email: string;
  phone: string;
  remark: string | null;
}

/** The short reference quoted to the customer and staff (first block of the request id). */
export const specialOrderReference = (id: string): string => `SO-${id.slice(0, 8).toUpperCase()}`;

/** The confirmation of a special order request, in the request's locale: what was asked, and what happens next. */
export function specialOrderMail(locale: Locale, order: SpecialOrderMailDetails): MailMessage {
  const vars = { brand: translate(locale, 'brand.name'), name: order.customerName, reference: specialOrderReference(order.id) };
  const t = (key: string) => translate(locale, `specialOrder.mail.${key}`, vars);
  const rows: Array<[string, string | null]> = [
    [t('reference'), vars.reference],
    [t('product'), order.productName],
    [t('code'), order.productCode],
    [t('specification'), order.specification],
    [t('quantity'), String(order.quantity)],
    [t('name'), order.customerName],
    [t('email'), order.email],
    [t('phone'), order.phone],
    [t('remark'), order.remark],
  ];
  const shown = rows.filter((r): r is [string, string] => Boolean(r[1]));
  const text = [
    t('greeting'),
    '',
    t('intro'),
    '',
    `${t('details')}:`,
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    t('ignore'),
    '',
    t('signature'),
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = `<!doctype html><html lang="${locale.replace('_', '-')}"><body style="font-family:Arial,'Noto Sans CJK TC',sans-serif;color:#1f2937;line-height:1.6">
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(t('intro'))}</p>
<h3 style="margin:16px 0 4px">${escapeHtml(t('details'))}</h3>
<table style="border-collapse:collapse">
${shown.map(([label, value]) => `<tr><th style="${cell};text-align:left;color:#6b7280;font-weight:normal">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`).join('\n')}
</table>
<p style="font-size:13px;color:#6b7280">${escapeHtml(t('ignore'))}</p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { to: order.email, subject: t('subject'), text, html };
}
