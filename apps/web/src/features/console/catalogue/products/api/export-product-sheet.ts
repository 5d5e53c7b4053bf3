import { useMutation } from '@tanstack/react-query';
import { apiGetBlob } from '@/lib/api';
import { saveBlob } from '@/lib/files/save-blob';

const today = () => new Date().toISOString().slice(0, 10);

/** GET console.product.exportSheet: the staff member's products (an admin's: every merchant's) as XLSX, saved as a download. */
export async function exportProductSheet(): Promise<void> {
  saveBlob(await apiGetBlob('/console/product/exportSheet', {}, { omitMcId: true }), `products-${today()}.xlsx`);
}

/** Mutation hook of exportProductSheet (a download is an action, not cached data). */
export const useExportProductSheet = () => useMutation({ mutationFn: exportProductSheet });
