import type { ConsoleContractIssueInput, ContractView } from '@sme/shared/schemas/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_CONTRACT_KEY } from './console-contract-keys';

/** POST console.contract.issue (admins): the merchant's next version; field errors (400) are shown on the form. */
export function issueContract(body: ConsoleContractIssueInput): Promise<ContractView> {
  return apiPostJson<ContractView>('/console/contract/issue', { ...body }, { omitMcId: true, silentCodes: [400] });
}

/** Mutation hook of issueContract; the history is refreshed afterwards. */
export function useIssueContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: issueContract, onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_CONTRACT_KEY }) });
}
