import type { ConsoleProductImageView } from '@sme/shared/schemas/console-products';
import { apiUpload } from '@/lib/api';

/** POST console.product.uploadImage: one image file; answers the public URL to add to the product's images. */
export async function uploadProductImage(file: File): Promise<string> {
  return (await apiUpload<ConsoleProductImageView>('/console/product/uploadImage', {}, { fileDatas: [file] }, { omitMcId: true })).url;
}
