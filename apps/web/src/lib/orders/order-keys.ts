import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';

/** Every cached answer about the member's orders (lists, counts, details), under the member key so logout drops it. */
export const ORDERS_QUERY_KEY = [...MEMBER_QUERY_KEY, 'orders'] as const;
