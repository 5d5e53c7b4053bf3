import { ADVISER_TIME_ZONE } from '@sme/shared/booking-rules';
import { DEFAULT_LOCALE, type Locale } from '@sme/shared/constants';
import { isLocale, translate } from '@sme/shared/i18n/messages';
import { displayName } from '@sme/shared/member-display';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { MailAttachment, MailMessage, Mailer } from '../../integrations/mail/mailer';
import { findMemberById } from '../members';
import { icsOfBooking } from './booking-ics';
import { joinUrlOf, manageUrlOf } from './booking-views';
import { advisers, bookings } from './booking.tables';

/** What a notice is about. */
export type BookingNoticeKind = 'BOOKED' | 'RESCHEDULED' | 'CANCELLED';

/** What sending booking mail needs: the mailer, the public address of links, the join-link template. */
export interface BookingNoticeDeps {
  mailer: Mailer;
  publicUrl: string;
  meetingUrlTemplate: string;
}

/** A booking with everything its mails say, read in one place so notices and reminders agree. */
export interface BookingMailContext {
  booking: typeof bookings.$inferSelect;
  adviser: typeof advisers.$inferSelect;
  memberName: string;
  /** The member's company email, else their account email; null when they have neither. */
  memberTo: string | null;
  memberLocale: Locale;
  joinUrl: string;
  manageUrl: string;
}

/** Reads a booking with its adviser and member (inside a job's transaction or after a commit); null when it is gone. */
export async function bookingMailContext(db: Database, deps: BookingNoticeDeps, bookingId: string): Promise<BookingMailContext | null> {
  const [row] = await db.select().from(bookings).innerJoin(advisers, eq(advisers.id, bookings.adviserId)).where(eq(bookings.id, bookingId)).limit(1);
  if (!row) return null;
  const member = await findMemberById(db, row.bookings.memberId);
  return {
    booking: row.bookings,
    adviser: row.advisers,
    memberName: member ? displayName(member) : '',
    memberTo: member?.companyEmail ?? member?.email ?? null,
    memberLocale: member && isLocale(member.locale) ? member.locale : DEFAULT_LOCALE,
    joinUrl: joinUrlOf(deps.meetingUrlTemplate, row.bookings.roomName),
    manageUrl: manageUrlOf(deps.publicUrl, row.bookings.id),
  };
}

const intlLocale = (locale: Locale) => locale.replace('_', '-');
const dateTime = (at: Date, locale: Locale, timeZone: string, dateStyle: 'full' | 'medium') =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle, timeStyle: 'short', timeZone }).format(at);

/** The text slots every booking mail fills: adviser, reference, and the time in the member's zone and in Hong Kong. */
function timeVars(ctx: BookingMailContext, locale: Locale, at: Date) {
  return {
    brand: translate(locale, 'brand.name'),
    adviser: ctx.adviser.name,
    reference: ctx.booking.reference,
    day: dateTime(at, locale, ctx.booking.timeZone, 'medium'),
    memberTime: dateTime(at, locale, ctx.booking.timeZone, 'full'),
    timeZone: ctx.booking.timeZone,
    hkTime: dateTime(at, locale, ADVISER_TIME_ZONE, 'full'),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail of paragraphs, as text and as HTML in which each paragraph's link (if any) is clickable. */
function mailOf(to: string, locale: Locale, subject: string, paragraphs: Array<{ text: string; url?: string }>, attachments?: MailAttachment[]): MailMessage {
  const html = paragraphs
    .map(({ text, url }) => {
      const escaped = escapeHtml(text);
      return `<p>${url ? escaped.replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`) : escaped}</p>`;
    })
    .join('\n');
  return {
    to,
    subject,
    text: paragraphs.map((p) => p.text).join('\n\n'),
    html: `<!doctype html><html lang="${intlLocale(locale)}"><body style="font-family:Arial,'Noto Sans CJK TC',sans-serif;color:#1f2937;line-height:1.6">\n${html}\n</body></html>`,
    ...(attachments ? { attachments } : {}),
  };
}

/** The member's calendar file of the call as it now stands (an update, or a cancellation once cancelled). */
function icsAttachment(ctx: BookingMailContext): MailAttachment {
  const { booking, adviser } = ctx;
  const content = icsOfBooking(booking, adviser, { joinUrl: ctx.joinUrl, manageUrl: ctx.manageUrl }, ctx.memberLocale);
  const method = booking.status === 'CANCELLED' ? 'CANCEL' : 'REQUEST';
  return { filename: `${booking.reference}.ics`, contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}

const MEMBER_KEYS = { BOOKED: 'confirmed', RESCHEDULED: 'rescheduled', CANCELLED: 'cancelled' } as const;
const ADVISER_KEYS = { BOOKED: 'booked', RESCHEDULED: 'rescheduled', CANCELLED: 'cancelled' } as const;

/** The member's notice in their language, with the calendar file that adds, moves or removes the event. */
function memberNotice(ctx: BookingMailContext, to: string, kind: BookingNoticeKind, publicUrl: string): MailMessage {
  const locale = ctx.memberLocale;
  const vars = timeVars(ctx, locale, ctx.booking.startsAt);
  const t = (key: string, extra: Record<string, string> = {}) => translate(locale, `booking.mail.${key}`, { ...vars, ...extra });
  const k = MEMBER_KEYS[kind];
  const bookAgain = `${publicUrl}/community2`;
  const paragraphs =
    kind === 'CANCELLED'
      ? [{ text: t(`${k}.intro`) }, { text: t('when') }, { text: t(`${k}.again`, { url: bookAgain }), url: bookAgain }]
      : [
          { text: t(`${k}.intro`) },
          { text: t('when') },
          { text: t('join', { url: ctx.joinUrl }), url: ctx.joinUrl },
          { text: t(`${k}.calendar`) },
          { text: t('manage', { url: ctx.manageUrl }), url: ctx.manageUrl },
        ];
  return mailOf(to, locale, t(`${k}.subject`), [{ text: t('greeting') }, ...paragraphs, { text: t('signature') }], [icsAttachment(ctx)]);
}

/** The adviser's notice, in English with Hong Kong time first. */
function adviserNotice(ctx: BookingMailContext, kind: BookingNoticeKind, publicUrl: string, previousStartsAt?: Date): MailMessage {
  const locale: Locale = 'en_US';
  const vars = {
    ...timeVars(ctx, locale, ctx.booking.startsAt),
    previous: previousStartsAt ? dateTime(previousStartsAt, locale, ADVISER_TIME_ZONE, 'full') : '',
    name: ctx.memberName,
    email: ctx.memberTo ?? '',
    topic: ctx.booking.topic ?? '',
  };
  const t = (key: string, extra: Record<string, string> = {}) => translate(locale, `booking.mail.${key}`, { ...vars, ...extra });
  const k = ADVISER_KEYS[kind];
  const calendar = `${publicUrl}/console/bookings`;
  const paragraphs = [
    { text: t('greeting') },
    { text: t(`adviser.${k}.intro`) },
    { text: t('when') },
    { text: t('adviser.member') },
    ...(ctx.booking.topic ? [{ text: t('adviser.topic') }] : []),
    ...(kind === 'CANCELLED' ? [] : [{ text: t('join', { url: ctx.joinUrl }), url: ctx.joinUrl }]),
    { text: t('adviser.console', { url: calendar }), url: calendar },
    { text: t('signature') },
  ];
  return mailOf(ctx.adviser.email, locale, t(`adviser.${k}.subject`), paragraphs);
}

/** The reminder 24 hours or 1 hour before the call, in the member's language; null when the member has no address. */
export function bookingReminderMail(ctx: BookingMailContext, offsetMinutes: number): MailMessage | null {
  if (!ctx.memberTo) return null;
  const locale = ctx.memberLocale;
  const vars = timeVars(ctx, locale, ctx.booking.startsAt);
  const t = (key: string, extra: Record<string, string> = {}) => translate(locale, `booking.mail.${key}`, { ...vars, ...extra });
  const soon = t(offsetMinutes > 60 ? 'reminder.soon24' : 'reminder.soon1');
  return mailOf(ctx.memberTo, locale, t('reminder.subject', { when: soon }), [
    { text: t('greeting') },
    { text: t('reminder.intro') },
    { text: t('when') },
    { text: t('join', { url: ctx.joinUrl }), url: ctx.joinUrl },
    { text: t('manage', { url: ctx.manageUrl }), url: ctx.manageUrl },
    { text: t('signature') },
  ]);
}

/**
 * Mail the member and the adviser about a booking that was just committed. Called after the transaction;
 * `previousStartsAt` is the old time of a rescheduled call. Both mails are attempted; the first failure is thrown for
 * the caller to log.
 */
export async function sendBookingNotices(
  db: Database,
  deps: BookingNoticeDeps,
  bookingId: string,
  kind: BookingNoticeKind,
  previousStartsAt?: Date,
): Promise<void> {
  const ctx = await bookingMailContext(db, deps, bookingId);
  if (!ctx) throw new Error(`booking ${bookingId} not found for its ${kind} notice`);
  const mails = [adviserNotice(ctx, kind, deps.publicUrl, previousStartsAt)];
  if (ctx.memberTo) mails.unshift(memberNotice(ctx, ctx.memberTo, kind, deps.publicUrl));
  const failed = (await Promise.allSettled(mails.map((mail) => deps.mailer.send(mail)))).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}
