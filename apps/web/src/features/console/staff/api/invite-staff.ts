import type { ConsoleStaffInviteInput } from '@sme/shared/schemas/console-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { STAFF_KEY } from './staff-keys';

/** POST console.staff.invite: mails a one-time link to /console/accept. */
export function inviteStaff(input: ConsoleStaffInviteInput): Promise<unknown> {
  return apiPostJson<unknown>('/console/staff/invite', { ...input }, { omitMcId: true, silentCodes: [409] });
}

/** Mutation hook of inviteStaff. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }) });
}
