import type { ConsoleProductImageView } from '@sme/shared/schemas/console-products';
import { apiUpload } from '@/lib/api';

/**
 * POST console.product.uploadImage: logos, banners and ad images are stored like product images (checked by
 * content, re-encoded, served publicly under a random name); answers the public URL to save.
 */
export async function uploadCatalogueImage(file: File): Promise<string> {
  return (await apiUpload<ConsoleProductImageView>('/console/product/uploadImage', {}, { fileDatas: [file] }, { omitMcId: true })).url;
}
