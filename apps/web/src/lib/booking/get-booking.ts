import type { BookingView } from '@sme/shared/schemas/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { BOOKING_QUERY_KEY } from './booking-keys';

/** GET booking.detail: one of the member's calls; another member's (or an unknown) id answers 404. */
export function getBooking(id: string, signal?: AbortSignal): Promise<BookingView> {
  return apiGet<BookingView>(`/booking/${encodeURIComponent(id)}`, undefined, { signal });
}

/** Query options of one call; the adviser's headline is in the request's locale, so the locale is part of the key. */
export const bookingQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: [...BOOKING_QUERY_KEY, 'detail', id, locale],
    queryFn: ({ signal }) => getBooking(id, signal),
    // Whether it can still be changed moves with the clock, and staff may mark it meanwhile.
    staleTime: 0,
    retry: false,
  });

/** Hook: the call of /meeting?id=… (nothing is fetched without an id). */
export function useBooking(id: string | null) {
  const locale = useLocale();
  return useQuery({ ...bookingQuery(id ?? '', locale), enabled: Boolean(id) });
}
