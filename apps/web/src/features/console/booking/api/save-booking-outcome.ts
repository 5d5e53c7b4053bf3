import type { BookingOutcomeInput, ConsoleBookingView } from '@sme/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_BOOKING_KEY } from './booking-keys';

/** POST console.booking.outcome: a started, confirmed call was held (COMPLETED) or the member did not come (NO_SHOW). */
export const saveBookingOutcome = ({ id, ...input }: BookingOutcomeInput & { id: string }) =>
  apiPostJson<ConsoleBookingView>(`/console/booking/${id}/outcome`, { ...input }, { omitMcId: true });

/** Mutation hook of saveBookingOutcome; the calendar is refreshed afterwards. */
export function useSaveBookingOutcome() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBookingOutcome, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_BOOKING_KEY }) });
}
