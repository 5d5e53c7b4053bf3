import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';

/** Every cached answer about the member's addresses, under the member key so logout drops it; mutations invalidate it whole. */
export const ADDRESSES_QUERY_KEY = [...MEMBER_QUERY_KEY, 'addresses'] as const;
