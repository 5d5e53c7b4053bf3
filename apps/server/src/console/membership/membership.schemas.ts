import type { ConsoleMemberMembershipView } from '@sme/shared/schemas/membership';
import { z } from 'zod';
import { currentSchema, historyEntrySchema, periodSchema, planSchema } from '../../modules/membership/membership.schemas';

/** Zod mirrors of the console.membership.* answers, for response schemas and OpenAPI (built of the member side's). */

/** console.membership.member and console.membership.grant: the member's current tier, periods and history. */
export const consoleMemberMembershipSchema: z.ZodType<ConsoleMemberMembershipView> = z.object({
  memberId: z.string(),
  current: currentSchema,
  periods: z.array(periodSchema),
  history: z.array(historyEntrySchema),
});

/** One plan with its prices and VIP discount. */
export const consolePlanSchema = planSchema;

/** console.membership.plans: the three plans in display order. */
export const consolePlanListSchema = z.object({ list: z.array(planSchema) });
