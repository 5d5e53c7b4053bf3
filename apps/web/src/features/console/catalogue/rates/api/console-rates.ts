import type { ConsoleRateInput, ConsoleRatesView } from '@sme/shared/schemas/console-catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPostJson } from '@/lib/api';
import { SHOWN_ON_FORM, catalogueKey } from '../../api/catalogue-keys';

/** GET console.rate.list: the currencies and every published rate. */
export function getConsoleRates(signal?: AbortSignal): Promise<ConsoleRatesView> {
  return apiGet<ConsoleRatesView>('/console/rate/list', undefined, { signal, omitMcId: true });
}

/** Query options of the rates table. */
export const consoleRatesQuery = () => queryOptions({ queryKey: catalogueKey('rates'), queryFn: ({ signal }) => getConsoleRates(signal), staleTime: 0 });

/** Hook: the rates table. */
export const useConsoleRates = () => useQuery(consoleRatesQuery());

/** POST console.rate.set: the rate travels as the exact decimal string typed, never a number. */
export function setConsoleRate(body: ConsoleRateInput): Promise<ConsoleRatesView> {
  return apiPostJson<ConsoleRatesView>('/console/rate/set', { ...body }, SHOWN_ON_FORM);
}

/** Mutation hook of setConsoleRate; the table and the site's own currency list ("≈" prices) are refreshed. */
export function useSetConsoleRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setConsoleRate,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKey('rates') }),
        queryClient.invalidateQueries({ queryKey: ['catalogue', 'currencies'] }),
      ]);
    },
  });
}
