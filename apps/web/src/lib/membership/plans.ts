import type { MembershipTier } from '@sme/shared/membership-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** One membership plan as GET /membership/plans returns it (prices in minor units of `currency`). */
export interface MembershipPlan {
  tier: MembershipTier;
  currency: string;
  monthlyPriceMinor: number;
  /** Price of a year paid at once, already reduced by the annual saving on the server. */
  annualPriceMinor: number;
  /** Feature keys this tier adds to the tiers below it (`membership:feature.<key>`). */
  addedFeatures: string[];
  isBestValue: boolean;
  sort: number;
}

/** GET /membership/plans, cheapest tier first. */
export async function getPlans(signal?: AbortSignal): Promise<MembershipPlan[]> {
  const data = await apiGet<{ list: MembershipPlan[] }>('/membership/plans', undefined, { signal });
  return [...data.list].sort((a, b) => a.sort - b.sort);
}

/** Query options of the plan list, shared by the membership page and the home page preview (one cached answer). */
export const plansQuery = () =>
  queryOptions({ queryKey: ['membership', 'plans'], queryFn: ({ signal }) => getPlans(signal), staleTime: 5 * 60_000 });

/** Hook: the membership plans. */
export const usePlans = () => useQuery(plansQuery());
