import type { ContractView } from '@sme/shared/schemas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_CONTRACT_KEY } from './console-contract-keys';

/** POST console.contract.accept: the signed-in merchant staff member accepts this version (recorded once). */
export function acceptContract(id: string): Promise<ContractView> {
  return apiPostJson<ContractView>('/console/contract/accept', { id }, { omitMcId: true });
}

/** Mutation hook of acceptContract; the contract answers are refreshed afterwards. */
export function useAcceptContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptContract, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_CONTRACT_KEY }) });
}
