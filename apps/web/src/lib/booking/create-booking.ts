import { Codes } from '@sme/shared/codes';
import type { BookingCreateInput, BookingView } from '@sme/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { BOOKING_QUERY_KEY } from './booking-keys';

/** Refusals of booking.create and booking.reschedule the booking page explains itself instead of a toast. */
export const BOOKING_REFUSAL_CODES: readonly number[] = [
  Codes.BOOKING_COMPANY_EMAIL_REQUIRED.code,
  Codes.BOOKING_SLOT_UNAVAILABLE.code,
  Codes.BOOKING_SLOT_TAKEN.code,
  Codes.BOOKING_LIMIT.code,
  Codes.BOOKING_CHANGE_CLOSED.code,
];

/** POST booking.create: take a free slot (3302 no company email, 3303 not bookable, 3304 taken, 3305 limit). */
export function createBooking(input: BookingCreateInput): Promise<BookingView> {
  return apiPost<BookingView>('/booking', { ...input }, { silentCodes: [...BOOKING_REFUSAL_CODES] });
}

/**
 * Mutation hook of booking a call. Settled either way, every booking answer is read again: a success changes the
 * member's calls, a refusal (slot taken) means the slots shown are stale.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEY }),
  });
}
