import type { AdviserLanguage } from '@sme/shared/booking-rules';
import type { AdviserView, SlotsQuery, SlotsView } from '@sme/shared/schemas/booking';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';
import { BOOKING_QUERY_KEY } from './booking-keys';

/** GET booking.slots: the free slots starting on a day in a timezone (of one language or adviser, if named). */
export function getSlots(query: SlotsQuery, signal?: AbortSignal): Promise<SlotsView> {
  return apiGet<SlotsView>('/booking/slots', { ...query }, { signal });
}

/** Query options of one day's slots; advisers' headlines are in the request's locale, so the locale is in the key. */
export const slotsQuery = (query: SlotsQuery, locale: string) =>
  queryOptions({
    queryKey: [...BOOKING_QUERY_KEY, 'slots', query, locale],
    queryFn: ({ signal }) => getSlots(query, signal),
    // Slots are taken by other members all the time: every look is a fresh one.
    staleTime: 0,
  });

/** Hook: the slots of a day (nothing is fetched until `query` is known); the last day stays shown while the next loads. */
export function useSlots(query: SlotsQuery | null) {
  const locale = useLocale();
  return useQuery({ ...slotsQuery(query ?? { date: '', timeZone: '' }, locale), enabled: query !== null, placeholderData: keepPreviousData });
}

/** GET booking.advisers: the active advisers, optionally only those speaking a language. */
export function getAdvisers(language: AdviserLanguage | undefined, signal?: AbortSignal): Promise<{ list: AdviserView[] }> {
  return apiGet<{ list: AdviserView[] }>('/booking/advisers', { language }, { signal });
}

const listOf = (view: { list: AdviserView[] }) => view.list;

/** Query options of the adviser list (a filter of /community2). */
export const advisersQuery = (language: AdviserLanguage | undefined, locale: string) =>
  queryOptions({
    queryKey: [...BOOKING_QUERY_KEY, 'advisers', language ?? 'any', locale],
    queryFn: ({ signal }) => getAdvisers(language, signal),
    staleTime: 5 * 60_000,
    select: listOf,
  });

/** Hook: the advisers speaking `language` (all when undefined). */
export function useAdvisers(language: AdviserLanguage | undefined) {
  const locale = useLocale();
  return useQuery(advisersQuery(language, locale));
}
