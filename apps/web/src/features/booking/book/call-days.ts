import { BOOKING_HORIZON_DAYS } from '@sme/shared/booking-rules';
import { type ClosedReason, closedDayReason } from '@sme/shared/schemas/booking';
import { addDays } from './zone-time';

/** Why no call can be held on a day (the server's closedReason rule), so the calendar disables exactly those days. */
export function closedReasonOf(day: string, today: string, holidays: ReadonlySet<string>): ClosedReason | null {
  return closedDayReason(day, today, addDays(today, BOOKING_HORIZON_DAYS), holidays);
}

/** Up to `count` open days from `from` on (inclusive), within the booking horizon. */
export function openDaysFrom(from: string, count: number, today: string, holidays: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (let day = from < today ? today : from; out.length < count && closedReasonOf(day, today, holidays) !== 'BEYOND_HORIZON'; day = addDays(day, 1)) {
    if (!closedReasonOf(day, today, holidays)) out.push(day);
  }
  return out;
}
