import { Codes } from '@sme/shared/codes';
import type { CardPanView } from '@sme/shared/schemas/membership';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/api';
import { MEMBERSHIP_QUERY_KEY } from './membership-keys';

/** Refusals of card.redeem the form shows under its field, in the server's words, instead of a toast. */
export const CARD_REFUSAL_CODES: readonly number[] = [
  Codes.MEMBERSHIP_CARD_INVALID.code,
  Codes.MEMBERSHIP_CARD_USED.code,
  Codes.MEMBERSHIP_CARD_EXPIRED.code,
  Codes.MEMBERSHIP_CARD_TRIES.code,
  Codes.TOO_MANY_REQUESTS.code,
];

/** POST card.redeem: adds the card's membership to the member's timeline (3201 invalid, 3202 used, 3203 expired, 3204 too many tries). */
export function redeemCard(code: string): Promise<CardPanView> {
  return apiPost<CardPanView>('/card/redeem', { code }, { silentCodes: [...CARD_REFUSAL_CODES] });
}

/** Mutation hook of redeeming a card (/member, /profile): the membership, cards and history are read again. */
export function useRedeemCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERSHIP_QUERY_KEY }),
  });
}
