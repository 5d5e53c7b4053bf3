import type { ConsoleContentView } from '@sme/shared/schemas/console-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_CONTENT_KEY } from './console-content-keys';

/** GET console.content.detail: every field the form edits (bodies as the server stored them, sanitised). */
export function getConsoleContent(id: string, signal?: AbortSignal): Promise<ConsoleContentView> {
  return apiGet<ConsoleContentView>(`/console/content/detail/${encodeURIComponent(id)}`, undefined, { signal, omitMcId: true });
}

/** Query options of one content item. */
export const consoleContentQuery = (id: string) =>
  queryOptions({ queryKey: [...CONSOLE_CONTENT_KEY, 'detail', id], queryFn: ({ signal }) => getConsoleContent(id, signal), staleTime: 0 });

/** Hook: one content item for the form (not fetched while creating). */
export const useConsoleContent = (id: string | undefined) => useQuery({ ...consoleContentQuery(id ?? ''), enabled: !!id });
