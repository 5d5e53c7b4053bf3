import type { ExistsView, MobileExistsInput } from '@sme/shared/schemas/members';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** GET member.mobileExists: whether a number already has an account. */
export function checkMobileExists({ region, mobile }: MobileExistsInput, signal?: AbortSignal): Promise<ExistsView> {
  return apiGet<ExistsView>('/member/mobile/exists', { region, mobile }, { signal });
}

/** Keyed by the normalised number (E.164), so "9123 4567" and "+852 91234567" share an answer. */
export const mobileExistsQuery = (target: MobileExistsInput) =>
  queryOptions({
    queryKey: ['accounts', 'mobile-exists', target.mobile],
    queryFn: ({ signal }) => checkMobileExists(target, signal),
    staleTime: 60_000,
  });

/** Hook: whether the number is taken; pass null while it is not worth asking about. */
export const useMobileExists = (target: MobileExistsInput | null) =>
  useQuery({ ...mobileExistsQuery(target ?? { region: '', mobile: '' }), enabled: target !== null });
