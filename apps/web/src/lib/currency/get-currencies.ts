import type { CurrencyView } from '@sme/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useLocale } from '@/lib/i18n';

/** GET currency.list: every currency with its indicative rates (tarSymbol, currRate). */
export async function getCurrencies(signal?: AbortSignal): Promise<CurrencyView[]> {
  const data = await apiGet<{ list: CurrencyView[] }>('/currency/list', undefined, { signal });
  return data.list;
}

/** Query options of the currency list; names are localised, so the locale is part of the key. Rates move slowly. */
export const currenciesQuery = (locale: string) =>
  queryOptions({ queryKey: ['catalogue', 'currencies', locale], queryFn: ({ signal }) => getCurrencies(signal), staleTime: 10 * 60_000 });

/** Hook: the currency list in the active locale. */
export function useCurrencies() {
  const locale = useLocale();
  return useQuery(currenciesQuery(locale));
}
