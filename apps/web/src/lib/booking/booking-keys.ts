import { MEMBER_QUERY_KEY } from '@/lib/session/get-profile';

/**
 * Every cached answer about the member's adviser calls (company email, slots, bookings). It sits under the member key
 * so sign-in and logout drop it; booking, rescheduling or cancelling a call invalidates it as a whole (slots included).
 */
export const BOOKING_QUERY_KEY = [...MEMBER_QUERY_KEY, 'booking'] as const;
