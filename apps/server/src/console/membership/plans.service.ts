import { Codes } from '@sme/shared/codes';
import type { MembershipPlanView } from '@sme/shared/membership-plans';
import type { planDiscountInput } from '@sme/shared/schemas/membership';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { announceChange } from '../../db/cache-invalidation';
import { AppError } from '../../http/app-error';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import { listPlans } from '../../modules/membership/membership.service';
import { membershipPlans } from '../../modules/membership/membership.tables';
import { refreshKnowledge } from '../../modules/assistant';
import { recordAudit } from '../audit';

/**
 * Back-office plans (admins): the three plans with their prices, and each plan's VIP discount, the whole percent
 * off goods its members get at checkout. Checkout reads the percent from the plan row, so a change applies to the
 * next order priced; each server's cached public plan list is cleared by the change's notice (plans-cache.ts).
 */

export type PlanDiscountInput = z.output<typeof planDiscountInput>;

/** console.membership.plans: the plans in display order. */
export function listConsolePlans(db: Database): Promise<MembershipPlanView[]> {
  return listPlans(db);
}

/** console.membership.planDiscount: sets the plan's percent, audited with the percent before and after; answers the plan. */
export async function setPlanDiscount(db: Database, actor: ConsoleActor, input: PlanDiscountInput, now = new Date()): Promise<MembershipPlanView> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(membershipPlans).where(eq(membershipPlans.tier, input.tier)).for('update');
    if (!before) throw new AppError(Codes.NOT_FOUND);
    await tx.update(membershipPlans).set({ vipDiscountPercent: input.vipDiscountPercent, updatedAt: now }).where(eq(membershipPlans.tier, input.tier));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'console.membership.planDiscount',
      targetType: 'MEMBERSHIP_PLAN',
      targetId: input.tier,
      merchantId: null,
      detail: { tier: input.tier, from: before.vipDiscountPercent, to: input.vipDiscountPercent },
      at: now,
    });
  });
  // Every server's public plan list shows the new percent once the notice arrives (this server's at once).
  await announceChange(db, 'plans');
  // The assistant's plan passages quote each plan's discount.
  await refreshKnowledge(db, { plans: true });
  const plan = (await listPlans(db)).find((p) => p.tier === input.tier);
  if (!plan) throw new AppError(Codes.NOT_FOUND);
  return plan;
}
