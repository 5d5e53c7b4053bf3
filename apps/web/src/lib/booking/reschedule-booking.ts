import type { BookingRescheduleInput, BookingView } from '@sme/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { BOOKING_QUERY_KEY } from './booking-keys';
import { BOOKING_REFUSAL_CODES } from './create-booking';

/** POST booking.reschedule: move a call to another free slot (3306 too late or not confirmed; 3303, 3304). */
export function rescheduleBooking(id: string, input: BookingRescheduleInput): Promise<BookingView> {
  return apiPost<BookingView>(`/booking/${encodeURIComponent(id)}/reschedule`, { ...input }, { silentCodes: [...BOOKING_REFUSAL_CODES] });
}

/** Mutation hook of moving a call; like booking, any answer makes the cached calls and slots stale. */
export function useRescheduleBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingRescheduleInput) => rescheduleBooking(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKING_QUERY_KEY }),
  });
}
