import type { ContentKind } from '@sme/shared/schemas/catalogue';
import type { ConsoleContentListView, ContentStatus } from '@sme/shared/schemas/console-content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_CONTENT_KEY } from './console-content-keys';

/** The content table's filters and page, as the URL keeps them. */
export interface ConsoleContentFilters {
  q?: string | undefined;
  kind?: ContentKind | undefined;
  status?: ContentStatus | undefined;
  page: number;
  size: number;
}

/** GET console.content.list: a merchant's staff get only their merchant's items, admins every item. */
export function getConsoleContentList(filters: ConsoleContentFilters, signal?: AbortSignal): Promise<ConsoleContentListView> {
  return apiGet<ConsoleContentListView>('/console/content/list', { ...filters }, { signal, omitMcId: true });
}

/** Query options of one page of the table; the previous page stays on screen while the next loads. */
export const consoleContentListQuery = (filters: ConsoleContentFilters) =>
  queryOptions({ queryKey: [...CONSOLE_CONTENT_KEY, 'list', filters], queryFn: ({ signal }) => getConsoleContentList(filters, signal), staleTime: 0, placeholderData: keepPreviousData });

/** Hook: the content table's page. */
export const useConsoleContentList = (filters: ConsoleContentFilters) => useQuery(consoleContentListQuery(filters));
