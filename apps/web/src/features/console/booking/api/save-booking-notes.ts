import type { BookingNotesInput, ConsoleBookingView } from '@sme/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_BOOKING_KEY } from './booking-keys';

/** POST console.booking.notes: replace the adviser's notes on a call (empty clears them). */
export const saveBookingNotes = ({ id, ...input }: BookingNotesInput & { id: string }) =>
  apiPostJson<ConsoleBookingView>(`/console/booking/${id}/notes`, { ...input }, { omitMcId: true });

/** Mutation hook of saveBookingNotes; the calendar is refreshed afterwards. */
export function useSaveBookingNotes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBookingNotes, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_BOOKING_KEY }) });
}
