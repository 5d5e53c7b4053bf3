import { z } from 'zod';

/**
 * Hong Kong calendar days (YYYY-MM-DD). Hong Kong keeps UTC+8 all year, so a day is a fixed 24-hour span; every date
 * filter and "not before today" rule of the platform reads days through these functions.
 */

const DAY_MS = 86_400_000;
const HK_OFFSET_MS = 8 * 3_600_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD string is a real calendar day (Date.parse alone would accept 2025-02-30). */
export function isCalendarDay(s: string): boolean {
  return DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
}

/** A form or query field holding a Hong Kong day. */
export const hkDayField = z.string().trim().refine(isCalendarDay, { error: 'validation.dateInvalid' });

/** The Hong Kong calendar day of an instant. */
export function hkDayOf(at: Date): string {
  return new Date(at.getTime() + HK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today in Hong Kong. */
export function hkToday(now: Date = new Date()): string {
  return hkDayOf(now);
}

/** The instants a range of Hong Kong days covers: [start of `from`, start of the day after `to`). */
export function hkDayRange(from: string | undefined, to: string | undefined): { from: Date | undefined; to: Date | undefined } {
  return { from: from ? new Date(`${from}T00:00:00+08:00`) : undefined, to: to ? new Date(Date.parse(`${to}T00:00:00+08:00`) + DAY_MS) : undefined };
}

/** How many days a range covers, both ends included. */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}
