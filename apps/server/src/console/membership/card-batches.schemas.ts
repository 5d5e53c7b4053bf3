import { MEMBERSHIP_TIERS } from '@sme/shared/membership-plans';
import type { CardBatchView, CardStatusView, IssuedBatchView } from '@sme/shared/schemas/membership';
import { z } from 'zod';

/** Zod mirrors of the console.card.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

/** CardBatchView. */
export const cardBatchSchema: z.ZodType<CardBatchView> = z.object({
  id: z.string(),
  batchNo: z.string(),
  tier: z.enum(MEMBERSHIP_TIERS),
  durationMonths: z.number(),
  quantity: z.number(),
  redeemedCount: z.number(),
  validUntil: z.string(),
  isExpired: z.boolean(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});

/** IssuedBatchView: the batch and its cards with their codes in clear (this answer only). */
export const issuedBatchSchema: z.ZodType<IssuedBatchView> = z.object({
  batch: cardBatchSchema,
  cards: z.array(z.object({ cardNo: z.string(), code: z.string() })),
});

/** console.card.batches: a page of batches. */
export const cardBatchPageSchema = z.object({ list: z.array(cardBatchSchema), total: z.number(), page: z.number(), size: z.number() });

/** CardStatusView. */
export const cardStatusSchema: z.ZodType<CardStatusView> = z.object({
  id: z.string(),
  cardNo: z.string(),
  redeemedAt: z.string().nullable(),
  redeemedBy: z.string().nullable(),
});

/** console.card.batchCards: every card of a batch. */
export const cardStatusListSchema = z.object({ list: z.array(cardStatusSchema) });
