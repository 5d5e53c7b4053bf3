import type { ConsoleAssistantSuggestionInput, ConsoleAssistantSuggestionView } from '@sme/shared/schemas/console-assistant';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPostJson } from '@/lib/api';
import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

const SUGGESTIONS_KEY = [...CONSOLE_QUERY_KEY, 'assistant', 'suggestions'] as const;

/** GET console.assistant.suggestions: every suggested question, active or not, topics in /ask's order then by sort. */
export async function getConsoleSuggestions(signal?: AbortSignal): Promise<ConsoleAssistantSuggestionView[]> {
  return (await apiGet<{ list: ConsoleAssistantSuggestionView[] }>('/console/assistant/suggestions', undefined, { signal, omitMcId: true })).list;
}

/** Query options of the suggestions table. */
export const consoleSuggestionsQuery = () => queryOptions({ queryKey: SUGGESTIONS_KEY, queryFn: ({ signal }) => getConsoleSuggestions(signal), staleTime: 0 });

/** Hook: the suggestions table. */
export const useConsoleSuggestions = () => useQuery(consoleSuggestionsQuery());

/** POST console.assistant.saveSuggestion: create (no id) or update; its 400 field problems are shown on the form. */
export function saveConsoleSuggestion(body: ConsoleAssistantSuggestionInput): Promise<ConsoleAssistantSuggestionView> {
  return apiPostJson<ConsoleAssistantSuggestionView>('/console/assistant/suggestions/save', { ...body }, { omitMcId: true, silentCodes: [400] });
}

/** POST console.assistant.deleteSuggestion. */
export function deleteConsoleSuggestion(id: string): Promise<{ id: string }> {
  return apiPostJson<{ id: string }>('/console/assistant/suggestions/delete', { id }, { omitMcId: true });
}

/** Mutation hooks of the suggestion changes; the table is refreshed afterwards. */
export function useSuggestionChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: SUGGESTIONS_KEY });
  return { save: useMutation({ mutationFn: saveConsoleSuggestion, onSuccess }), remove: useMutation({ mutationFn: deleteConsoleSuggestion, onSuccess }) };
}
