import type { ConsoleContentListParams, ConsoleContentListView } from '@sme/shared/schemas/console-content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_CONTENT_KEY } from './console-content-keys';

/** GET console.content.list: a merchant's staff get only their merchant's items, admins every item. */
export function getConsoleContentList(filters: ConsoleContentListParams, signal?: AbortSignal): Promise<ConsoleContentListView> {
  return apiGet<ConsoleContentListView>('/console/content/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the table; the previous page stays on screen while the next loads. */
export const consoleContentListQuery = (filters: ConsoleContentListParams) =>
  queryOptions({
    queryKey: [...CONSOLE_CONTENT_KEY, 'list', filters],
    queryFn: ({ signal }) => getConsoleContentList(filters, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: the content table's page. */
export const useConsoleContentList = (filters: ConsoleContentListParams) => useQuery(consoleContentListQuery(filters));
