import type { ConsoleAdviserView } from '@sme/shared/schemas/booking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_BOOKING_KEY } from './booking-keys';

/** GET console.adviser.list: every adviser with their hours, days off and upcoming calls. */
export async function getConsoleAdvisers(signal?: AbortSignal): Promise<ConsoleAdviserView[]> {
  return (await apiGet<{ list: ConsoleAdviserView[] }>('/console/advisers', undefined, { signal, omitMcId: true })).list;
}

/** Query options of the advisers table. */
export const consoleAdvisersQuery = () =>
  queryOptions({ queryKey: [...CONSOLE_BOOKING_KEY, 'advisers'], queryFn: ({ signal }) => getConsoleAdvisers(signal), staleTime: 0 });

/** Hook: the advisers table. */
export const useConsoleAdvisers = () => useQuery(consoleAdvisersQuery());
