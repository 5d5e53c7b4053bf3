import { useMutation } from '@tanstack/react-query';
import { apiGetBlob } from '@/lib/api';
import { saveBlob } from '@/lib/files/save-blob';
import { APPLICATIONS_API } from './application-keys';

/** GET application.document.download: a document's bytes through the signed client (documents never have a public URL). */
export function downloadDocument(id: string, documentId: string): Promise<Blob> {
  return apiGetBlob(`${APPLICATIONS_API}/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}`);
}

/** Mutation hook: fetch a document and save it under its own name (one explicit request per click, never cached). */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async (input: { id: string; documentId: string; name: string }) => saveBlob(await downloadDocument(input.id, input.documentId), input.name),
  });
}
