import type { UpcomingBookingsView } from '@sme/shared/schemas/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { BOOKING_QUERY_KEY } from './booking-keys';

/** GET booking.upcoming: the member's confirmed calls still to come, soonest first, and how many they may hold. */
export function getUpcomingBookings(signal?: AbortSignal): Promise<UpcomingBookingsView> {
  return apiGet<UpcomingBookingsView>('/booking/upcoming', undefined, { signal });
}

/** Query options of the upcoming calls (headlines are localized, hence the locale in the key). */
export const upcomingBookingsQuery = (locale: string) =>
  queryOptions({ queryKey: [...BOOKING_QUERY_KEY, 'upcoming', locale], queryFn: ({ signal }) => getUpcomingBookings(signal), staleTime: 0 });

/** Hook: the member's upcoming calls and their limit. */
export function useUpcomingBookings() {
  const locale = useLocale();
  return useQuery(upcomingBookingsQuery(locale));
}
