import type { AdPlacement } from '@sme/shared/schemas/catalogue';
import type { ConsoleAdView } from '@sme/shared/schemas/console-catalogue';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPostJson } from '@/lib/api';
import { SHOWN_ON_FORM, catalogueKey } from '../../api/catalogue-keys';

/** GET console.ad.list: every ad of a placement (or all), whatever its dates and status. */
export async function getConsoleAds(placement: AdPlacement | undefined, signal?: AbortSignal): Promise<ConsoleAdView[]> {
  return (await apiGet<{ list: ConsoleAdView[] }>('/console/ad/list', { placement }, { signal, omitMcId: true })).list;
}

/** Query options of one placement's ads. */
export const consoleAdsQuery = (placement: AdPlacement | undefined) =>
  queryOptions({
    queryKey: [...catalogueKey('ads'), placement ?? 'all'],
    queryFn: ({ signal }) => getConsoleAds(placement, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Hook: one placement's ads. */
export const useConsoleAds = (placement: AdPlacement | undefined) => useQuery(consoleAdsQuery(placement));

/** POST console.ad.create, or console.ad.update when the body has an id. */
export function saveConsoleAd(body: Record<string, unknown> & { id?: string }): Promise<ConsoleAdView> {
  return apiPostJson<ConsoleAdView>(body.id ? '/console/ad/update' : '/console/ad/create', body, SHOWN_ON_FORM);
}

/** POST console.ad.delete. */
export function deleteConsoleAd(id: string): Promise<{ id: string }> {
  return apiPostJson<{ id: string }>('/console/ad/delete', { id }, { omitMcId: true });
}

/** Mutation hooks of the ad changes; every ad list is refreshed afterwards. */
export function useAdChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: catalogueKey('ads') });
  return { save: useMutation({ mutationFn: saveConsoleAd, onSuccess }), remove: useMutation({ mutationFn: deleteConsoleAd, onSuccess }) };
}
