import { queryOptions } from '@tanstack/react-query';
import { apiGetBlob } from '@/lib/api';
import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';
import { REVIEW_API } from './console-application-keys';

/**
 * GET console.application.document: a document's bytes, through the signed client (never a public URL). Each read is
 * written to the audit log, so the page fetches one only when a reviewer opens or downloads it.
 */
export function getApplicationDocument(id: string, documentId: string, signal?: AbortSignal): Promise<Blob> {
  return apiGetBlob(`${REVIEW_API}/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}`, undefined, { signal, omitMcId: true });
}

/**
 * Query options of a document's bytes, typed as the document was checked (so a PDF opens in a frame). A stored
 * document never changes, and it sits outside the applications key so review actions do not read it again.
 */
export const applicationDocumentQuery = (id: string, documentId: string, mime: string) =>
  queryOptions({
    queryKey: [...CONSOLE_QUERY_KEY, 'application-document', documentId],
    queryFn: async ({ signal }) => {
      const blob = await getApplicationDocument(id, documentId, signal);
      return blob.type === mime ? blob : new Blob([blob], { type: mime });
    },
    staleTime: Infinity,
    retry: false,
  });
