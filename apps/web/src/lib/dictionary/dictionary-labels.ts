import type { Locale } from '@sme/shared/constants';
import type { DictListView } from '@sme/shared/schemas/system';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** GET system.dict.list of one type (natureOfBusiness, sourceOfFunds, countries) as code → label, for showing coded answers (member pages and back office) in the reader's language. */
export async function getDictionaryLabels(type: string, signal?: AbortSignal): Promise<Record<string, string>> {
  // Quiet: a missing list only means coded answers are shown as their codes.
  const view = await apiGet<DictListView>('/sys/dict/list', { type }, { signal, quiet: true });
  return Object.fromEntries(view.list.map((item) => [item.code, item.label]));
}

/** Query options of a dictionary's labels; dictionaries change rarely, so they are kept for the session. */
export const dictionaryLabelsQuery = (type: string, locale: Locale) =>
  queryOptions({
    queryKey: ['sys', 'dict-labels', type, locale],
    queryFn: ({ signal }) => getDictionaryLabels(type, signal),
    staleTime: Infinity,
    retry: false,
  });

/** Labels by dictionary type, then code (a type is absent while loading or when its list is unavailable). */
export type DictionaryLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Hook: the labels of several dictionaries at once. */
export function useDictionaryLabels(types: readonly string[]): DictionaryLabels {
  const locale = useLocale();
  return useQueries({
    queries: types.map((type) => dictionaryLabelsQuery(type, locale)),
    combine: (results) => Object.fromEntries(types.flatMap((type, i) => (results[i]?.data ? [[type, results[i].data]] : []))),
  });
}
