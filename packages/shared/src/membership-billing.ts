import { hkDayOf } from './hk-day';
import type { BillingCycle } from './membership-plans';

/**
 * The calendar of a membership period and the money of an upgrade, once for the server that sells and the pages
 * that quote. A period covers whole Hong Kong days: it ends at the Hong Kong midnight that begins the same day of the
 * month `months` later (clamped to the month's last day), plus the rest of the first day when it did not start at
 * midnight. So 27 Nov 14:00 + 1 month ends at 28 Dec 00:00 HKT ("valid until 27 Dec"), and the renewal that starts
 * there ends at 28 Jan 00:00 HKT: no day is lost or counted twice between periods.
 */

const HK_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Months one billing cycle buys. */
export const CYCLE_MONTHS: Readonly<Record<BillingCycle, number>> = { MONTHLY: 1, ANNUAL: 12 };

/** Days before a period's end that the renewal reminder goes out. */
export const RENEWAL_REMINDER_DAYS = 7;

/** The instant a Hong Kong day (YYYY-MM-DD) begins. */
function hkMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** The Hong Kong day `months` after `day`, on the same day of the month or the month's last day when it has fewer. */
export function addMonthsToDay(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** Whether an instant is a Hong Kong midnight (a period that follows another starts at one). */
function isHkMidnight(at: Date): boolean {
  return (at.getTime() + HK_OFFSET_MS) % DAY_MS === 0;
}

/** When a period of `months` (or `days`) that starts at `startsAt` ends (exclusive). */
export function periodEndsAt(startsAt: Date, length: { months?: number; days?: number }): Date {
  let day = hkDayOf(startsAt);
  if (length.months) day = addMonthsToDay(day, length.months);
  let end = hkMidnight(day).getTime() + (length.days ?? 0) * DAY_MS;
  if (!isHkMidnight(startsAt)) end += DAY_MS;
  return new Date(end);
}

/** The last Hong Kong day a period that ends (exclusive) at `endsAt` covers: what "valid until" shows. */
export function lastDayOf(endsAt: Date): string {
  return hkDayOf(new Date(endsAt.getTime() - 1));
}

/** A paid stretch of membership still (partly) ahead: what an upgrade credits. */
export interface CreditablePeriod {
  startsAt: Date;
  endsAt: Date;
  /** What was paid for the whole period, in minor units (0 for cards and staff grants). */
  paidMinor: number;
}

/**
 * The unused part of paid periods at `now`, pro rata by time and rounded down to the cent so the platform never
 * credits more than was paid: a period not started yet counts in full, a finished one not at all.
 */
export function proRataCreditMinor(periods: readonly CreditablePeriod[], now: Date): number {
  let credit = 0;
  for (const p of periods) {
    const total = p.endsAt.getTime() - p.startsAt.getTime();
    if (total <= 0 || p.paidMinor <= 0) continue;
    const unused = Math.min(total, Math.max(0, p.endsAt.getTime() - Math.max(now.getTime(), p.startsAt.getTime())));
    credit += Math.floor((p.paidMinor * unused) / total);
  }
  return credit;
}
