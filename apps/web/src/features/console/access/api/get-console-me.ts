import type { ConsoleMeView } from '@sme/shared/schemas/console-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** console.me answer, named for the console shell. */
export type { ConsoleMeView as ConsoleMe } from '@sme/shared/schemas/console-staff';

/** Refusals the gate turns into its own page (no console role) rather than a toast. */
export const NOT_STAFF_CODES = [403, 5403];

/** GET console.me (works before the second factor; a member without a console role answers 403). */
export function getConsoleMe(signal?: AbortSignal): Promise<ConsoleMeView> {
  return apiGet<ConsoleMeView>('/console/me', undefined, { signal, silentCodes: NOT_STAFF_CODES });
}

/** Query options of the console identity; changed only by verifying a code or accepting an invitation. */
export const consoleMeQuery = () =>
  queryOptions({ queryKey: [...CONSOLE_QUERY_KEY, 'me'], queryFn: ({ signal }) => getConsoleMe(signal), staleTime: Infinity, retry: false });

/** Hook: the staff member at the console. */
export const useConsoleMe = () => useQuery(consoleMeQuery());
