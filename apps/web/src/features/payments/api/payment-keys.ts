import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';

/** Every cached answer about the member's payments, under the member key so logout drops it. */
export const PAYMENTS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'payments'] as const;
