import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';

/**
 * Every cached answer about the member's membership (current plan, quotes, cards, history). It sits under the member
 * key so sign-in and logout drop it with the rest of the member's data; a purchase or a redeemed card invalidates it
 * as a whole.
 */
export const MEMBERSHIP_QUERY_KEY = [...MEMBER_QUERY_KEY, 'membership'] as const;
