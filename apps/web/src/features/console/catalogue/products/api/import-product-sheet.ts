import type { ProductSheetErrorsView, ProductSheetImportView, ProductSheetRowError } from '@sme/shared/schemas/console-product-sheet';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiUpload } from '@/lib/api';
import { CONSOLE_PRODUCTS_KEY } from './console-product-keys';

/** What an import asks: the file, whether only to check it, and (admins) the merchant it is for. */
export interface ProductSheetImportRequest {
  file: File;
  dryRun: boolean;
  merchantId?: string | undefined;
}

/** An import's outcome: the counts, or the server's message with every row error (nothing was written). */
export type ProductSheetOutcome = { ok: true; report: ProductSheetImportView } | { ok: false; message: string; errors: ProductSheetRowError[] };

/** POST console.product.importSheet (multipart). A refused sheet (400) is an outcome to show, not a toast. */
export async function importProductSheet({ file, dryRun, merchantId }: ProductSheetImportRequest): Promise<ProductSheetOutcome> {
  try {
    const fields = { dryRun: String(dryRun), ...(merchantId ? { merchantId } : {}) };
    return {
      ok: true,
      report: await apiUpload<ProductSheetImportView>('/console/product/importSheet', fields, { fileDatas: [file] }, { omitMcId: true, silentCodes: [400] }),
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return { ok: false, message: error.message, errors: (error.data as ProductSheetErrorsView | null)?.errors ?? [] };
  }
}

/** Mutation hook of importProductSheet; the products refresh after a real import. */
export function useImportProductSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importProductSheet,
    onSuccess: (outcome, request) => {
      if (outcome.ok && !request.dryRun) void queryClient.invalidateQueries({ queryKey: CONSOLE_PRODUCTS_KEY });
    },
  });
}
