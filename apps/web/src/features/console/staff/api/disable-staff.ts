import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { STAFF_KEY } from './staff-keys';

/** POST console.staff.disable: the staff member loses console access at once (an admin cannot disable themself). */
export function disableStaff(memberId: string): Promise<unknown> {
  return apiPostJson<unknown>('/console/staff/disable', { memberId }, { omitMcId: true });
}

/** Mutation hook of disableStaff; the list is refreshed whatever the answer. */
export function useDisableStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableStaff, onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }) });
}
