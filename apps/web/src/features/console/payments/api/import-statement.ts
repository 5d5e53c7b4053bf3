import type { StatementImportView } from '@sme/shared/schemas/console-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api';
import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** POST pay.importStatement: the bank statement CSV under the multipart field fileDatas; 400s are shown in the dialog. */
export function importStatement(file: File): Promise<StatementImportView> {
  return apiUpload<StatementImportView>('/pay/importStatement', {}, { fileDatas: [file] }, { omitMcId: true, silentCodes: [400] });
}

/** Mutation hook of importStatement; matched lines change payments and orders, so every console answer is refreshed. */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importStatement, onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_QUERY_KEY }) });
}
