import type { BookingCancelInput, BookingView } from '@sme/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { BOOKING_QUERY_KEY } from './booking-keys';

/** POST booking.cancel: cancels the call and frees its slot (3306 once within 2 hours of the start or no longer confirmed). */
export function cancelBooking(id: string, input: BookingCancelInput): Promise<BookingView> {
  return apiPost<BookingView>(`/booking/${encodeURIComponent(id)}/cancel`, { reason: input.reason });
}

/**
 * Mutation hook of cancelling a call. Everything about bookings is read again, refused or not: a refusal (3306) means
 * the call changed meanwhile, and the freed slot shows up in the slot lists.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: BookingCancelInput & { id: string }) => cancelBooking(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEY }),
  });
}
