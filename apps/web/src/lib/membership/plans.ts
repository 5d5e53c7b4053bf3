import type { MembershipPlanView } from '@sme/shared/membership-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** GET /membership/plans, cheapest tier first. */
export async function getPlans(signal?: AbortSignal): Promise<MembershipPlanView[]> {
  const data = await apiGet<{ list: MembershipPlanView[] }>('/membership/plans', undefined, { signal });
  return [...data.list].sort((a, b) => a.sort - b.sort);
}

/** Query options of the plan list, shared by the membership page and the home page preview (one cached answer). */
export const plansQuery = () => queryOptions({ queryKey: ['membership', 'plans'], queryFn: ({ signal }) => getPlans(signal), staleTime: 5 * 60_000 });

/** Hook: the membership plans. */
export const usePlans = () => useQuery(plansQuery());
