import type { ContractFmscView } from '@sme/shared/schemas/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api';
import { CONSOLE_CONTRACT_KEY } from './console-contract-keys';

/** GET mc.contract.fmsc: the merchant's current contract and the version awaiting; null when none is in effect (404). */
export async function getCurrentContract(signal?: AbortSignal): Promise<ContractFmscView | null> {
  try {
    return await apiGet<ContractFmscView>('/mc/contract/fmsc', undefined, { signal, omitMcId: true, silentCodes: [404] });
  } catch (err) {
    if (err instanceof ApiError && err.code === 404) return null;
    throw err;
  }
}

/** Query options of the staff member's own contract. */
export const currentContractQuery = () =>
  queryOptions({ queryKey: [...CONSOLE_CONTRACT_KEY, 'current'], queryFn: ({ signal }) => getCurrentContract(signal), staleTime: 0 });

/** Hook: the merchant's current contract (merchant's staff). */
export const useCurrentContract = () => useQuery(currentContractQuery());
