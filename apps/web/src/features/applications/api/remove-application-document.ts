import type { ApplicationView } from '@sme/shared/schemas/applications';
import { apiPost } from '@/lib/api';
import { APPLICATIONS_API } from './application-keys';

/** POST application.document.delete: a file leaves its slot (drafts, and reopened slots after a request for more information); answers the application. */
export function removeApplicationDocument(id: string, documentId: string): Promise<ApplicationView> {
  return apiPost<ApplicationView>(`${APPLICATIONS_API}/${encodeURIComponent(id)}/documents/${encodeURIComponent(documentId)}/delete`);
}
