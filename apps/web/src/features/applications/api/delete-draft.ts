import { apiPost } from '@/lib/api';
import { APPLICATIONS_API } from './application-keys';
import { useApplicationChange } from './use-application-change';

/** POST application.deleteDraft: a draft is deleted with its files (anything past a draft answers a refusal). */
export function deleteDraft(id: string): Promise<unknown> {
  return apiPost<unknown>(`${APPLICATIONS_API}/deleteDraft`, { id });
}

/** Mutation hook of deleting a draft. */
export const useDeleteDraft = () => useApplicationChange(deleteDraft);
