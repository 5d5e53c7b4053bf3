import type { ConsoleContentCoverView } from '@sme/shared/schemas/console-content';
import { apiUpload } from '@/lib/api';

/** POST console.content.uploadCover: one image file; answers the public URL to put in coverUrl. */
export async function uploadContentCover(file: File): Promise<string> {
  return (await apiUpload<ConsoleContentCoverView>('/console/content/uploadCover', {}, { fileDatas: [file] }, { omitMcId: true })).url;
}
