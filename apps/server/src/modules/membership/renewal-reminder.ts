import { DEFAULT_LOCALE, type Locale } from '@sme/shared/constants';
import { isLocale, translate } from '@sme/shared/i18n/messages';
import { lastDayOf } from '@sme/shared/membership-billing';
import type { MembershipTier } from '@sme/shared/membership-plans';
import { and, eq, isNull } from 'drizzle-orm';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer';
import type { JobHandler } from '../../jobs/job-queue';
import { findMemberById } from '../members';
import { livePeriods, timelineEnd } from './membership-timeline';
import { membershipPeriods } from './membership.tables';

export { RENEWAL_REMINDER_JOB } from './membership-timeline';

/**
 * The renewal reminder (scheduled by placePeriod RENEWAL_REMINDER_DAYS before the timeline ends): a mail in the
 * member's language with the tier, its last day and a link to renew. Sent once per end: the job re-reads the
 * timeline and does nothing when it no longer ends there (renewed, extended or ended by staff), and marks the last
 * period's reminderSentAt with a conditional update; the mail goes once that mark committed, so a job run twice mails
 * once (and a mail server failing then loses that one reminder, which the worker logs, rather than sending two).
 */

/** What the reminder needs besides its transaction. */
export interface RenewalReminderDeps {
  mailer: Mailer;
  /** The web's public address, for the renewal link. */
  publicUrl: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reminder mail: the tier, the last Hong Kong day it covers, and the link to renew it. */
export function renewalReminderMail(to: string, locale: Locale, reminder: { tier: MembershipTier; lastDay: string; link: string }): MailMessage {
  const vars = { brand: translate(locale, 'brand.name'), tier: translate(locale, `membership.tier.${reminder.tier}`), day: reminder.lastDay };
  const t = (key: string) => translate(locale, `membership.mail.reminder.${key}`, vars);
  const text = [t('greeting'), '', t('intro'), '', `${t('action')}: ${reminder.link}`, '', t('ignore'), '', t('signature')].join('\n');
  const html = `<!doctype html><html lang="${locale.replace('_', '-')}"><body style="font-family:Arial,'Noto Sans CJK TC',sans-serif;color:#1f2937;line-height:1.6">
<p>${escapeHtml(t('greeting'))}</p>
<p>${escapeHtml(t('intro'))}</p>
<p><a href="${escapeHtml(reminder.link)}" style="display:inline-block;padding:8px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t('action'))}</a></p>
<p>${escapeHtml(t('ignore'))}</p>
<p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { to, subject: t('subject'), text, html };
}

/** The job's handler: payload { memberId, endsAt } as scheduled. */
export function sendRenewalReminder(deps: RenewalReminderDeps): JobHandler {
  return async (tx, payload, now) => {
    const memberId = String(payload.memberId);
    const endsAt = new Date(String(payload.endsAt));
    if (Number.isNaN(endsAt.getTime()) || endsAt <= now) return;
    const live = await livePeriods(tx, memberId, now);
    if (timelineEnd(live, now).getTime() !== endsAt.getTime()) return;
    const last = live.filter((p) => p.endsAt.getTime() === endsAt.getTime()).at(-1);
    if (!last || last.reminderSentAt) return;
    const [marked] = await tx
      .update(membershipPeriods)
      .set({ reminderSentAt: now })
      .where(and(eq(membershipPeriods.id, last.id), isNull(membershipPeriods.reminderSentAt)))
      .returning({ id: membershipPeriods.id });
    if (!marked) return;
    const member = await findMemberById(tx, memberId);
    if (!member?.email) return;
    const locale = isLocale(member.locale) ? member.locale : DEFAULT_LOCALE;
    const mail = renewalReminderMail(member.email, locale, {
      tier: last.tier,
      lastDay: lastDayOf(endsAt),
      link: `${deps.publicUrl}/member?renew=${last.tier}`,
    });
    return () => deps.mailer.send(mail);
  };
}
