import type { HolidayDatesView } from '@sme/shared/schemas/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** GET system.holiday.disabledDates for a region (HK, US-CA …); public, no session needed. */
export function getHolidayDates(region: string, signal?: AbortSignal): Promise<HolidayDatesView> {
  return apiGet<HolidayDatesView>(`/sys/holiday/${encodeURIComponent(region)}`, undefined, { signal });
}

const toDaySet = (view: HolidayDatesView): ReadonlySet<string> => new Set(view.dates);

/** Query options of a region's holidays: they change once a year, so one answer serves the whole visit. */
export const holidayDatesQuery = (region: string) =>
  queryOptions({
    queryKey: ['holidays', region],
    queryFn: ({ signal }) => getHolidayDates(region, signal),
    staleTime: Infinity,
    // A module-level function, so the set is built once per answer and memoised components see the same one.
    select: toDaySet,
  });

/** Hook: a region's public holidays as a set of YYYY-MM-DD days (calendars disable them). */
export function useHolidayDates(region: string) {
  return useQuery(holidayDatesQuery(region));
}
