import type { ContractListView } from '@sme/shared/schemas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_CONTRACT_KEY } from './console-contract-keys';

/** GET console.contract.list: every version of a merchant's contract, newest first (admins name the merchant). */
export function getContractList(merchantId: string, signal?: AbortSignal): Promise<ContractListView> {
  return apiGet<ContractListView>('/console/contract/list', { merchantId }, { signal, omitMcId: true });
}

/** Query options of one merchant's history. */
export const contractListQuery = (merchantId: string) =>
  queryOptions({ queryKey: [...CONSOLE_CONTRACT_KEY, 'list', merchantId], queryFn: ({ signal }) => getContractList(merchantId, signal), staleTime: 0 });

/** Hook: a merchant's contract history (waits until a merchant is chosen). */
export const useContractList = (merchantId: string | undefined) => useQuery({ ...contractListQuery(merchantId ?? ''), enabled: Boolean(merchantId) });
