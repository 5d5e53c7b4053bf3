import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';

/**
 * Every cached answer about the member's cart. It sits under the member key so sign-in and logout drop it with the
 * rest of the member's data; every cart change invalidates it as a whole (the /cart page and the header count).
 */
export const CART_QUERY_KEY = [...MEMBER_QUERY_KEY, 'cart'] as const;
