import type { Role } from '@sme/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { STAFF_KEY } from './staff-keys';

/** One staff member of console.staff.list. */
export interface StaffMemberView {
  memberId: string;
  displayName: string;
  email: string | null;
  roles: Role[];
  merchantId: string | null;
  merchantName: string | null;
  status: 'ACTIVE' | 'DISABLED';
  totpEnrolled: boolean;
  createdAt: string;
}

/** GET console.staff.list (admins only). */
export function getStaffList(signal?: AbortSignal): Promise<{ list: StaffMemberView[] }> {
  return apiGet<{ list: StaffMemberView[] }>('/console/staff/list', undefined, { signal, omitMcId: true });
}

/** Query options of the staff list. */
export const staffListQuery = () => queryOptions({ queryKey: [...STAFF_KEY, 'list'], queryFn: ({ signal }) => getStaffList(signal) });

/** Hook: the staff list. */
export const useStaffList = () => useQuery(staffListQuery());
