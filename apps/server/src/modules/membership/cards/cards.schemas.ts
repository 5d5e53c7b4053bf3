import { MEMBERSHIP_TIERS } from '@sme/shared/membership-plans';
import type { CardPanView } from '@sme/shared/schemas/membership';
import { z } from 'zod';

/** Zod mirrors of the card.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

/** CardPanView: one redeemed card, number masked. */
export const cardPanSchema: z.ZodType<CardPanView> = z.object({
  id: z.string(),
  cardNoMasked: z.string(),
  tier: z.enum(MEMBERSHIP_TIERS),
  durationMonths: z.number(),
  redeemedAt: z.string(),
  periodStartsAt: z.string(),
  periodEndsAt: z.string(),
  validUntilDay: z.string(),
});

/** card.pans: the member's redeemed cards. */
export const cardPanListSchema = z.object({ list: z.array(cardPanSchema) });
