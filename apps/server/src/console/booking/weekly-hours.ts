import type { WeeklyHours } from '@sme/shared/schemas/booking';

const byDayAndStart = (a: WeeklyHours, b: WeeklyHours) => a.weekday - b.weekday || a.from.localeCompare(b.from);

/** Weekly hours in a stable order (weekday, then start), as stored and shown. */
export function sortedHours(hours: readonly WeeklyHours[]): WeeklyHours[] {
  return hours.map(({ weekday, from, to }) => ({ weekday, from, to })).sort(byDayAndStart);
}

/**
 * The index (in `hours`) of a span that starts before an earlier-starting span of the same weekday ends, or -1.
 * Spans that merely touch (12:30 end, 12:30 start) do not overlap. Times are HH:MM, so they compare as strings.
 */
export function overlappingSpanIndex(hours: readonly WeeklyHours[]): number {
  const ordered = hours.map((span, index) => ({ span, index })).sort((a, b) => byDayAndStart(a.span, b.span));
  let previous: WeeklyHours | undefined;
  for (const { span, index } of ordered) {
    if (previous?.weekday === span.weekday && span.from < previous.to) return index;
    if (previous?.weekday !== span.weekday || span.to > previous.to) previous = span;
  }
  return -1;
}
