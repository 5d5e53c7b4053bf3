import { useMutation } from '@tanstack/react-query';
import { apiGetBlob } from '@/lib/api';
import { APPLICATIONS_API } from './application-keys';

/** GET application.document.download: a document's bytes through the signed client (documents never have a public URL). */
export function downloadDocument(id: string, documentId: string): Promise<Blob> {
  return apiGetBlob(`${APPLICATIONS_API}/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}`);
}

/** Hand bytes to the browser as a file download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Mutation hook: fetch a document and save it under its own name (one explicit request per click, never cached). */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async (input: { id: string; documentId: string; name: string }) => saveBlob(await downloadDocument(input.id, input.documentId), input.name),
  });
}
