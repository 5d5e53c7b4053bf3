import { Codes } from '../codes';
import type { PricingLine, PromoCode, PromoUsage } from './types';

/**
 * The promotion code checks of section 8, in the order the buyer should hear about them: a code too long to be
 * one (8108), unknown (404), not yet valid (8105), expired (8102), used up for this member or in all (8106), of
 * another merchant or currency than this order (8107), for none of the order's products (1013), minimum spend not
 * met (8109). promo.check, order.preview and order.create all call this one function.
 */

/** Longest promotion code a buyer can enter (section 5: "promotion code has a maximum length"). */
export const PROMO_CODE_MAX_LENGTH = 32;

/** A section 8 outcome: one of the Codes definitions. */
export type PromoOutcome = (typeof Codes)[keyof typeof Codes];

/** What a promo code is checked against: the entered text, the instant, its usage so far and the order's lines. */
export interface PromoCheckContext {
  entered: string;
  now: Date;
  usage: PromoUsage;
  currency: string;
  lines: readonly PricingLine[];
}

/** Ok with the lines the code applies to, or the section 8 outcome that refuses it. */
export type PromoCheckResult = { ok: true; eligibleLines: PricingLine[] } | { ok: false; outcome: PromoOutcome };

/** The form codes are stored and looked up in: trimmed, upper case (codes are not case-sensitive). */
export function normalisePromoCode(entered: string): string {
  return entered.trim().toUpperCase();
}

/** The order lines a promo code covers: its merchant's (all, for a platform code) and, unless for all, its products. */
export function promoEligibleLines(promo: PromoCode, lines: readonly PricingLine[]): PricingLine[] {
  return lines.filter((l) => (promo.merchantId === null || l.merchantId === promo.merchantId) && (promo.isForAll || promo.pidList.includes(l.productId)));
}

function isUsedUp(promo: PromoCode, usage: PromoUsage): boolean {
  if (promo.usageLimit !== null && usage.codeUses >= promo.usageLimit) return true;
  return promo.perMemberLimit !== null && usage.memberUses >= promo.perMemberLimit;
}

/** Check a promo code (null when no code matched the entered text) against an order. */
export function checkPromoCode(promo: PromoCode | null, context: PromoCheckContext): PromoCheckResult {
  const refuse = (outcome: PromoOutcome): PromoCheckResult => ({ ok: false, outcome });
  if (normalisePromoCode(context.entered).length > PROMO_CODE_MAX_LENGTH) return refuse(Codes.PROMO_TOO_LONG);
  if (!promo || promo.code !== normalisePromoCode(context.entered)) return refuse(Codes.NOT_FOUND);
  const now = context.now.getTime();
  if (promo.validFrom && now < promo.validFrom.getTime()) return refuse(Codes.PROMO_NOT_YET_VALID);
  if (promo.validUntil && now > promo.validUntil.getTime()) return refuse(Codes.PROMO_EXPIRED);
  if (isUsedUp(promo, context.usage)) return refuse(Codes.PROMO_NOT_REUSABLE);
  const ofMerchant = context.lines.filter((l) => promo.merchantId === null || l.merchantId === promo.merchantId);
  if (ofMerchant.length === 0 || promo.currency !== context.currency) return refuse(Codes.PROMO_NOT_APPLICABLE);
  const eligibleLines = promoEligibleLines(promo, context.lines);
  if (eligibleLines.length === 0) return refuse(Codes.PROMO_NOT_APPLICABLE_TO_ORDER);
  // Minimum spend on the covered goods before any discount, freight excluded (section 5), so picking a coupon
  // never turns an accepted code into a refused one between preview and create.
  const spend = eligibleLines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
  if (spend < promo.minSpendMinor) return refuse(Codes.PROMO_THRESHOLD_NOT_MET);
  return { ok: true, eligibleLines };
}
