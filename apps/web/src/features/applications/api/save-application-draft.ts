import { Codes } from '@sme/shared/codes';
import type { ApplicationSaveDraftInput, ApplicationSummaryView } from '@sme/shared/schemas/applications';
import { apiPostJson } from '@/lib/api';
import { APPLICATIONS_API } from './application-keys';

/**
 * POST application.saveDraft (eform insert): creates the draft (no id) or saves it with the version this tab loaded; a
 * newer version on the server answers 3001, which the form explains itself (no toast). Answers the saved application,
 * whose version the next save must send.
 */
export function saveApplicationDraft(input: ApplicationSaveDraftInput, opts: { quiet?: boolean } = {}): Promise<ApplicationSummaryView> {
  return apiPostJson<ApplicationSummaryView>(`${APPLICATIONS_API}/draft`, { ...input }, { silentCodes: [Codes.APPLICATION_STALE.code], quiet: opts.quiet });
}
