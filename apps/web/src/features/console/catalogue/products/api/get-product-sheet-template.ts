import { useMutation } from '@tanstack/react-query';
import { apiGetBlob } from '@/lib/api';
import { saveBlob } from '@/lib/files/save-blob';

/** GET console.product.sheetTemplate: the empty sheet (header row only), saved as a download. */
export async function downloadProductSheetTemplate(): Promise<void> {
  saveBlob(await apiGetBlob('/console/product/sheetTemplate', {}, { omitMcId: true }), 'products-template.xlsx');
}

/** Mutation hook of downloadProductSheetTemplate. */
export const useDownloadProductSheetTemplate = () => useMutation({ mutationFn: downloadProductSheetTemplate });
