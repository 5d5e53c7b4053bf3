import type { MembershipTier } from '@sme/shared/membership-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** One membership plan as GET /membership/plans returns it (prices in HKD minor units). */
export interface PlanSummary {
  tier: MembershipTier;
  currency: string;
  monthlyPriceMinor: number;
  annualPriceMinor: number;
  addedFeatures: string[];
  isBestValue: boolean;
  sort: number;
}

/** GET /membership/plans: the plan catalogue for the home page preview. */
export async function getPlans(signal?: AbortSignal): Promise<PlanSummary[]> {
  const data = await apiGet<{ list: PlanSummary[] }>('/membership/plans', undefined, { signal });
  return [...data.list].sort((a, b) => a.sort - b.sort);
}

/**
 * Query options of the plan list. The key and the result shape are the same as the membership page's own
 * request file (features cannot import each other), so both pages share one cached answer.
 */
export const plansQuery = () =>
  queryOptions({ queryKey: ['membership', 'plans'], queryFn: ({ signal }) => getPlans(signal), staleTime: 5 * 60_000 });

/** Hook: the membership plans, cheapest first. */
export const usePlans = () => useQuery(plansQuery());
