import type { MfaEnrolmentView } from '@sme/shared/schemas/console-staff';
import { useQuery } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_QUERY_KEY } from '../../shell/console-keys';

/** POST console.mfa.enrol: a new TOTP secret for a staff member without a confirmed one (a confirmed one answers 409). */
export function enrolMfa(): Promise<MfaEnrolmentView> {
  return apiPostJson<MfaEnrolmentView>('/console/mfa/enrol', {});
}

/**
 * Hook: the enrolment shown on the set-up screen. Asked once and kept: every call makes a new secret, so a refetch
 * would silently invalidate the QR code the staff member already scanned.
 */
export function useMfaEnrolment() {
  return useQuery({
    queryKey: [...CONSOLE_QUERY_KEY, 'mfa-enrolment'],
    queryFn: enrolMfa,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
  });
}
