import { MEMBERSHIP_TIERS, type MembershipTier } from '@sme/shared/membership-plans';
import type { MembershipCurrentView } from '@sme/shared/schemas/membership';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { useIsLoggedIn } from '@/lib/session/user-store';
import { MEMBERSHIP_QUERY_KEY } from './membership-keys';

/**
 * GET membership.current: the tier held now, until when, and what follows. Quiet: the header asks for it on every
 * page, so a failure never toasts; the pages that show it say so themselves.
 */
export function getCurrentMembership(signal?: AbortSignal): Promise<MembershipCurrentView> {
  return apiGet<MembershipCurrentView>('/membership/current', undefined, { signal, quiet: true });
}

/** Query options of the member's current membership, shared by the header, /member and /profile (one cached answer). */
export const currentMembershipQuery = () =>
  queryOptions({ queryKey: [...MEMBERSHIP_QUERY_KEY, 'current'], queryFn: ({ signal }) => getCurrentMembership(signal), staleTime: 5 * 60_000 });

/**
 * Hook: the signed-in member's current membership (nothing is fetched for a visitor). The header reads the cached
 * answer; pages about membership pass `fresh` to read it again when they open (a payment may have changed it).
 */
export function useCurrentMembership({ fresh = false }: { fresh?: boolean } = {}) {
  const signedIn = useIsLoggedIn();
  return useQuery({ ...currentMembershipQuery(), enabled: signedIn, ...(fresh ? { staleTime: 0 } : {}) });
}

/** A current-membership answer of a member who holds a tier now. */
export type HeldMembership = MembershipCurrentView & { tier: MembershipTier; validUntilDay: string };

/** The membership held now, or null (none, lapsed, or an answer that is not a membership). */
export function heldMembership(view: MembershipCurrentView | undefined): HeldMembership | null {
  return view && MEMBERSHIP_TIERS.includes(view.tier as MembershipTier) && typeof view.validUntilDay === 'string' ? (view as HeldMembership) : null;
}
