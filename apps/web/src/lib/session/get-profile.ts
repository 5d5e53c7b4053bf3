import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { type MemberProfile, useIsLoggedIn, useUserStore } from './user-store';

/** Query key of everything cached about the signed-in member; logout removes it all. */
export const MEMBER_QUERY_KEY = ['member'] as const;

/** GET member.profile. A dead session answers 401, which shows the session dialog (spec section 4). */
export function getProfile(signal?: AbortSignal): Promise<MemberProfile> {
  return apiGet<MemberProfile>('/member/profile', undefined, { signal });
}

/**
 * The profile, fetched once per session into the user store (the header reads it from there); changes made on
 * this device come back in the answers of the profile calls and are stored with rememberProfile.
 */
export const profileQuery = () =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'profile'],
    queryFn: async ({ signal }) => {
      const profile = await getProfile(signal);
      useUserStore.getState().setProfile(profile);
      return profile;
    },
    staleTime: Infinity,
  });

/** Hook: the signed-in member's profile (nothing is fetched for a visitor). */
export function useProfile() {
  const signedIn = useIsLoggedIn();
  return useQuery({ ...profileQuery(), enabled: signedIn });
}

/** Store a profile the server answered with (sign-in, save, avatar, rebind) in the query cache and the user store. */
export function rememberProfile(queryClient: QueryClient, profile: MemberProfile): void {
  queryClient.setQueryData(profileQuery().queryKey, profile);
  useUserStore.getState().setProfile(profile);
}
