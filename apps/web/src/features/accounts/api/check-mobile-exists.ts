import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** A mobile number with its region, as the server takes it. */
export interface RegionalMobile {
  region: string;
  mobile: string;
}

/** GET member.mobileExists: whether a number already has an account. */
export function checkMobileExists({ region, mobile }: RegionalMobile, signal?: AbortSignal): Promise<{ exists: boolean }> {
  return apiGet<{ exists: boolean }>('/member/mobile/exists', { region, mobile }, { signal });
}

/** Keyed by the normalised number (E.164), so "9123 4567" and "+852 91234567" share an answer. */
export const mobileExistsQuery = (target: RegionalMobile) =>
  queryOptions({
    queryKey: ['accounts', 'mobile-exists', target.mobile],
    queryFn: ({ signal }) => checkMobileExists(target, signal),
    staleTime: 60_000,
  });

/** Hook: whether the number is taken; pass null while it is not worth asking about. */
export const useMobileExists = (target: RegionalMobile | null) =>
  useQuery({ ...mobileExistsQuery(target ?? { region: '', mobile: '' }), enabled: target !== null });
