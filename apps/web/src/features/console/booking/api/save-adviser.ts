import type { AdviserSaveInput, ConsoleAdviserView } from '@sme/shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPostJson } from '@/lib/api';
import { CONSOLE_BOOKING_KEY } from './booking-keys';

/** POST console.adviser.save: create or update an adviser with their weekly hours and days off. Field refusals stay in the form. */
export const saveAdviser = (input: AdviserSaveInput) =>
  apiPostJson<ConsoleAdviserView>('/console/advisers', { ...input }, { omitMcId: true, silentCodes: [400] });

/** Mutation hook of saveAdviser; the advisers and the calendar's adviser filter are refreshed afterwards. */
export function useSaveAdviser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAdviser, onSettled: () => queryClient.invalidateQueries({ queryKey: CONSOLE_BOOKING_KEY }) });
}
