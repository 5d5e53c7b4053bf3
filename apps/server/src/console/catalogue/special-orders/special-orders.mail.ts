import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import { formatMoney } from '@sme/shared/money';
import type { SpecialOrderQuote } from '@sme/shared/schemas/console-special-orders';
import type { MailMessage } from '../../../integrations/mail/mailer';
import { specialOrderReference } from '../../../modules/catalogue/products/special-orders.mail';

// Staff's note and reason are data: escaped into the HTML like everything the customer typed.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a quote or decline mail repeats of the request. */
export interface HandledRequest {
  id: string;
  email: string;
  customerName: string;
  productName: string;
  quantity: number;
}

/** The answer to the request: a quote, or a decline with its reason. */
export type SpecialOrderAnswer = { kind: 'quote'; quote: SpecialOrderQuote } | { kind: 'decline'; reason: string };

/** The mail that answers a special order request, in the request's locale (the language the requester wrote in). */
export function specialOrderAnswerMail(locale: Locale, request: HandledRequest, answer: SpecialOrderAnswer): MailMessage {
  const vars = {
    brand: translate(locale, 'brand.name'),
    name: request.customerName,
    reference: specialOrderReference(request.id),
    product: request.productName,
    quantity: request.quantity,
  };
  const t = (key: string) => translate(locale, `specialOrder.${answer.kind}Mail.${key}`, vars);
  const label = (key: string) => translate(locale, `specialOrder.mail.${key}`, vars);
  const rows: Array<[string, string]> = [
    [label('reference'), vars.reference],
    [label('product'), request.productName],
    [label('quantity'), String(request.quantity)],
  ];
  if (answer.kind === 'quote') {
    rows.push([t('amount'), formatMoney(answer.quote.amountMinor, answer.quote.currency, locale)], [t('validUntil'), answer.quote.validUntil]);
    if (answer.quote.note) rows.push([t('note'), answer.quote.note]);
  } else {
    rows.push([t('reason'), answer.reason]);
  }
  const text = [t('greeting'), '', t('intro'), '', ...rows.map(([k, v]) => `${k}: ${v}`), '', t('next'), '', label('signature')].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = `<!doctype html><html lang="${locale.replace('_', '-')}"><body style="font-family:Arial,'Noto Sans CJK TC',sans-serif;color:#1f2937;line-height:1.6">
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(t('intro'))}</p>
<table style="border-collapse:collapse">
${rows.map(([k, v]) => `<tr><th style="${cell};text-align:left;color:#6b7280;font-weight:normal">${escapeHtml(k)}</th><td style="${cell}">${escapeHtml(v).replace(/\r?\n/g, '<br>')}</td></tr>`).join('\n')}
</table>
<p>${escapeHtml(t('next'))}</p>
<p>${escapeHtml(label('signature'))}</p>
</body></html>`;
  return { to: request.email, subject: t('subject'), text, html };
}
