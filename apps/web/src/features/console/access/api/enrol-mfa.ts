import type { MfaEnrolmentView } from '@sme/shared/schemas/console-staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

const ENROLMENT_KEY = [...CONSOLE_QUERY_KEY, 'mfa-enrolment'];

/**
 * POST console.mfa.enrol: the staff member's pending TOTP secret (made on the first call, the same one afterwards);
 * `renew` replaces it on purpose. A confirmed secret answers 409.
 */
export function enrolMfa(renew = false): Promise<MfaEnrolmentView> {
  return apiPostJson<MfaEnrolmentView>('/console/mfa/enrol', { renew });
}

/** Hook: the pending enrolment shown on the set-up screen (the server keeps it, so a refetch shows the same secret). */
export function useMfaEnrolment() {
  return useQuery({ queryKey: ENROLMENT_KEY, queryFn: () => enrolMfa(), staleTime: Infinity, retry: false });
}

/** Mutation hook: replace the pending secret (the old QR code stops working) and show the new one. */
export function useRenewMfaEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => enrolMfa(true), onSuccess: (enrolment) => queryClient.setQueryData(ENROLMENT_KEY, enrolment) });
}
