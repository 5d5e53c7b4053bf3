import type { AssistantSuggestionsView } from '@sme/shared/schemas/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api';
import { ASSISTANT_API, SUGGESTIONS_QUERY_KEY } from './assistant-keys';

/** GET assistant.suggestions: the active suggested questions in the request's language, grouped by topic. */
export function getSuggestions(signal?: AbortSignal): Promise<AssistantSuggestionsView> {
  return apiGet<AssistantSuggestionsView>(`${ASSISTANT_API}/suggestions`, undefined, { signal });
}

/** Query options of the suggested questions in one language. */
export const suggestionsQuery = (language: string) =>
  queryOptions({ queryKey: [...SUGGESTIONS_QUERY_KEY, language], queryFn: ({ signal }) => getSuggestions(signal), staleTime: 5 * 60_000 });

/** Hook: the suggested questions in the current language. */
export function useSuggestions() {
  const { i18n } = useTranslation();
  return useQuery(suggestionsQuery(i18n.language));
}
