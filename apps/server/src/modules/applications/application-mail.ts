import { APPLICATION_REPLY_HOURS, type ApplicationStatus } from '@sme/shared/application-status';
import { DEFAULT_LOCALE, type Locale } from '@sme/shared/constants';
import { isLocale, translate } from '@sme/shared/i18n/messages';
import type { Database } from '../../db/client';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer';
import { findMemberById } from '../members';
import type { ApplicationRow } from './application-transitions';

/**
 * Mails to the applicant, in the application's locale (the member's language when last saved): a confirmation on
 * submission with the reference and the promise of a reply within APPLICATION_REPLY_HOURS, and one at every later
 * status change with the reviewer's message. The company name was typed by the member and the message by a
 * reviewer: both are escaped in the HTML.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type MailApplication = Pick<ApplicationRow, 'reference' | 'kind' | 'title' | 'status' | 'locale'>;

/** Statuses a change mail exists for (the applicant's own submission has the confirmation). */
export type ApplicationMailStatus = Exclude<ApplicationStatus, 'DRAFT' | 'SUBMITTED'>;

const localeOf = (application: MailApplication): Locale => (isLocale(application.locale) ? application.locale : DEFAULT_LOCALE);

function composeMail(
  locale: Locale,
  to: string,
  application: MailApplication,
  texts: { subject: string; intro: string },
  message?: { label: string; text: string },
) {
  const vars = { brand: translate(locale, 'brand.name'), reference: application.reference, hours: APPLICATION_REPLY_HOURS };
  const t = (key: string) => translate(locale, `applications.mail.${key}`, vars);
  const rows: Array<[string, string | null]> = [
    [t('reference'), application.reference],
    [t('kind'), translate(locale, `applications.kind.${application.kind}`)],
    [t('title'), application.title],
    [t('status'), translate(locale, `applications.status.${application.status}`)],
  ];
  const shown = rows.filter((r): r is [string, string] => Boolean(r[1]));
  const intro = translate(locale, texts.intro, vars);
  const text = [
    t('greeting'),
    '',
    intro,
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
    ...(message ? ['', `${message.label}:`, message.text] : []),
    '',
    t('next'),
    '',
    t('signature'),
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = `<!doctype html><html lang="${locale.replace('_', '-')}"><body style="font-family:Arial,'Noto Sans CJK TC',sans-serif;color:#1f2937;line-height:1.6">
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">
${shown.map(([label, value]) => `<tr><th style="${cell};text-align:left;color:#6b7280;font-weight:normal">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
${message ? `<h3 style="margin:16px 0 4px">${escapeHtml(message.label)}</h3>\n<p>${escapeHtml(message.text).replace(/\r?\n/g, '<br>')}</p>` : ''}
<p>${escapeHtml(t('next'))}</p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { to, subject: translate(locale, texts.subject, vars), text, html };
}

/** The confirmation of a submission (or of a resubmission after a request for more information). */
export function applicationSubmittedMail(to: string, application: MailApplication, resubmitted: boolean): MailMessage {
  const key = resubmitted ? 'resubmitted' : 'submitted';
  return composeMail(localeOf(application), to, application, { subject: `applications.mail.${key}.subject`, intro: `applications.mail.${key}.intro` });
}

/** A later status change, with the reviewer's message (the reason of a rejection, what to provide, an approval note). */
export function applicationStatusMail(
  to: string,
  application: MailApplication,
  toStatus: ApplicationMailStatus,
  message: string | null | undefined,
): MailMessage {
  const locale = localeOf(application);
  const base = `applications.mail.change.${toStatus}`;
  const label = translate(locale, toStatus === 'REJECTED' ? 'applications.mail.reason' : 'applications.mail.message');
  return composeMail(
    locale,
    to,
    { ...application, status: toStatus },
    { subject: `${base}.subject`, intro: `${base}.intro` },
    message ? { label, text: message } : undefined,
  );
}

/** The member's email, or null (an account registered by mobile may have none: then no mail). */
async function applicantEmail(db: Database, memberId: string): Promise<string | null> {
  return (await findMemberById(db, memberId))?.email ?? null;
}

/** Mails the applicant the confirmation of a submission; nothing when the member has no email. */
export async function sendApplicationSubmittedMail(db: Database, mailer: Mailer, application: ApplicationRow, resubmitted: boolean): Promise<void> {
  const to = await applicantEmail(db, application.memberId);
  if (to) await mailer.send(applicationSubmittedMail(to, application, resubmitted));
}

/** Mails the applicant a status change made by a reviewer (call it after the change committed); nothing when the member has no email. */
export async function sendApplicationStatusMail(
  db: Database,
  mailer: Mailer,
  application: ApplicationRow,
  change: { toStatus: ApplicationMailStatus; message?: string | null },
): Promise<void> {
  const to = await applicantEmail(db, application.memberId);
  if (to) await mailer.send(applicationStatusMail(to, application, change.toStatus, change.message));
}
