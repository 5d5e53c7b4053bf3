import type { StaffListView } from '@sme/shared/schemas/console-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { STAFF_KEY } from './staff-keys';

/** One staff member, named for the staff table. */
export type { StaffMemberView } from '@sme/shared/schemas/console-staff';

/** GET console.staff.list (admins only). */
export function getStaffList(signal?: AbortSignal): Promise<StaffListView> {
  return apiGet<StaffListView>('/console/staff/list', undefined, { signal, omitMcId: true });
}

/** Query options of the staff list. */
export const staffListQuery = () => queryOptions({ queryKey: [...STAFF_KEY, 'list'], queryFn: ({ signal }) => getStaffList(signal) });

/** Hook: the staff list. */
export const useStaffList = () => useQuery(staffListQuery());
