import { BOOKING_HORIZON_DAYS } from '@sme/shared/booking-rules';
import type { ClosedReason } from '@sme/shared/schemas/booking';
import { addDays, isWeekend } from './zone-time';

/**
 * Why no call can be held on a day, by the server's rules for booking.slots (its closedReason), so the calendar
 * disables exactly the days the server would refuse. `today` is today in the member's chosen zone.
 */
export function closedReasonOf(day: string, today: string, holidays: ReadonlySet<string>): ClosedReason | null {
  if (day < today) return 'PAST';
  if (day > addDays(today, BOOKING_HORIZON_DAYS)) return 'BEYOND_HORIZON';
  if (isWeekend(day)) return 'WEEKEND';
  if (holidays.has(day)) return 'HOLIDAY';
  return null;
}

/** Up to `count` open days from `from` on (inclusive), within the booking horizon. */
export function openDaysFrom(from: string, count: number, today: string, holidays: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let day = from < today ? today : from; out.length < count && closedReasonOf(day, today, holidays) !== 'BEYOND_HORIZON'; day = addDays(day, 1)) {
    if (!closedReasonOf(day, today, holidays)) out.push(day);
  }
  return out;
}
