import type { ConsoleCalendarQuery, ConsoleCalendarView } from '@sme/shared/schemas/booking';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_BOOKING_KEY } from './booking-keys';

/** GET console.booking.calendar: the calls of a range of Hong Kong days (an adviser sees only their own). */
export function getBookingCalendar(query: ConsoleCalendarQuery, signal?: AbortSignal): Promise<ConsoleCalendarView> {
  return apiGet<ConsoleCalendarView>('/console/booking/calendar', { ...query }, { signal, omitMcId: true });
}

/** Query options of one calendar range; the previous range stays on screen while the next loads. */
export const bookingCalendarQuery = (query: ConsoleCalendarQuery) =>
  queryOptions({
    queryKey: [...CONSOLE_BOOKING_KEY, 'calendar', query],
    queryFn: ({ signal }) => getBookingCalendar(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the calendar's calls. */
export const useBookingCalendar = (query: ConsoleCalendarQuery) => useQuery(bookingCalendarQuery(query));
