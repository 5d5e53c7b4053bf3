import { Codes } from '@sme/shared/codes';
import type { ApplicationSubmitInput, ApplicationSummaryView } from '@sme/shared/schemas/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { APPLICATIONS_API, APPLICATIONS_QUERY_KEY } from './application-keys';

/** Refusals the review step explains in place: incomplete answers (400 with fields), a newer version, a proof gone stale. */
export const SUBMIT_SAID_HERE: number[] = [Codes.BAD_REQUEST.code, Codes.APPLICATION_STALE.code, Codes.DOCUMENT_TOO_OLD.code];

/** POST application.submit (eform submit): the complete application goes to review (also the resubmission after a request for more information). */
export function submitApplication(input: ApplicationSubmitInput): Promise<ApplicationSummaryView> {
  return apiPostJson<ApplicationSummaryView>(`${APPLICATIONS_API}/submit`, { ...input }, { silentCodes: SUBMIT_SAID_HERE });
}

/** Mutation hook of submitting: refreshes every application answer ("My applications" shows it at once). */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitApplication, onSettled: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }) });
}
