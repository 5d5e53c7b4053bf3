import type { ApplicationWithdrawInput, ApplicationView } from '@sme/shared/schemas/applications';
import { apiPost } from '@/lib/api';
import { APPLICATIONS_API } from './application-keys';
import { useApplicationChange } from './use-application-change';

/** POST application.withdraw: a submitted application (or one awaiting more information) is withdrawn, with an optional reason. */
export function withdrawApplication(input: ApplicationWithdrawInput): Promise<ApplicationView> {
  return apiPost<ApplicationView>(`${APPLICATIONS_API}/withdraw`, { id: input.id, ...(input.reason ? { reason: input.reason } : {}) });
}

/** Mutation hook of withdrawing an application. */
export const useWithdrawApplication = () => useApplicationChange(withdrawApplication);
