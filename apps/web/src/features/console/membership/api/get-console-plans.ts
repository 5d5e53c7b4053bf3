import type { MembershipPlanView } from '@sme/shared/membership-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { CONSOLE_MEMBERSHIP_KEY } from './membership-keys';

/** GET console.membership.plans: the three plans with their prices and VIP discount, in display order. */
export async function getConsolePlans(signal?: AbortSignal): Promise<MembershipPlanView[]> {
  const { list } = await apiGet<{ list: MembershipPlanView[] }>('/console/membership/plans', undefined, { signal, omitMcId: true });
  return [...list].sort((a, b) => a.sort - b.sort);
}

/** Query options of the plans table. */
export const consolePlansQuery = () =>
  queryOptions({ queryKey: [...CONSOLE_MEMBERSHIP_KEY, 'plans'], queryFn: ({ signal }) => getConsolePlans(signal), staleTime: 0 });

/** Hook: the plans table. */
export const useConsolePlans = () => useQuery(consolePlansQuery());
