import { Codes } from '@sme/shared/codes';
import type { CompanyEmailStartInput, CompanyEmailVerifyInput, CompanyEmailView } from '@sme/shared/schemas/booking';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api';
import { profileQuery } from '@/lib/session/get-profile';
import { BOOKING_QUERY_KEY } from './booking-keys';

/**
 * Refusals the company email form shows under its fields instead of a toast (on top of the client's SILENT_CODES,
 * which already cover 400, the wrong code 1002 and the early resend 4001).
 */
export const COMPANY_EMAIL_INLINE_CODES: number[] = [Codes.BOOKING_FREE_MAIL.code, Codes.TOO_MANY_REQUESTS.code];

/** GET booking.companyEmail: the member's verified company email, or nulls. */
export function getCompanyEmail(signal?: AbortSignal): Promise<CompanyEmailView> {
  return apiGet<CompanyEmailView>('/booking/company-email', undefined, { signal });
}

/** Query options of the member's company email (/community1). */
export const companyEmailQuery = () => queryOptions({ queryKey: [...BOOKING_QUERY_KEY, 'company-email'], queryFn: ({ signal }) => getCompanyEmail(signal) });

/** Hook: the member's company email. */
export const useCompanyEmail = () => useQuery(companyEmailQuery());

/** POST booking.companyEmailStart: mail a 6-digit code to a company address (3301 for a free-mail domain). */
export function startCompanyEmail(input: CompanyEmailStartInput): Promise<{ resendAfterSeconds: number }> {
  return apiPost<{ resendAfterSeconds: number }>('/booking/company-email/start', { ...input }, { silentCodes: COMPANY_EMAIL_INLINE_CODES });
}

/** Mutation hook of the "Send code" button. */
export const useStartCompanyEmail = () => useMutation({ mutationFn: startCompanyEmail });

/** POST booking.companyEmailVerify: the code proves the address; it becomes the member's company email. */
export function verifyCompanyEmail(input: CompanyEmailVerifyInput): Promise<CompanyEmailView> {
  return apiPost<CompanyEmailView>('/booking/company-email/verify', { ...input }, { silentCodes: COMPANY_EMAIL_INLINE_CODES });
}

/**
 * Mutation hook of the "Verify" button. Booking answers (which may have refused for want of a company email) and the
 * profile (which shows the address) are read again.
 */
export function useVerifyCompanyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCompanyEmail,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: profileQuery().queryKey })]),
  });
}
