import type { AddressArea } from '../schemas/addresses';
import type { DeliveryType } from '../delivery-types';
import type { FreightRule, MerchantFreight } from './types';

/**
 * Freight from the merchants' rules: each merchant of the order charges its own rule for the delivery
 * type and area, waived when that merchant's goods subtotal (before discounts, freight excluded) reaches the rule's
 * threshold. The threshold looks at the subtotal before discounts so that choosing a coupon never makes freight
 * appear. A rule for the exact area wins over one for any area (`area: null`); a merchant without a rule in the
 * order currency charges nothing, and virtual goods (NONE) never pay freight.
 */

/** The rule that applies to one merchant, or undefined when it charges nothing. */
export function findFreightRule(
  rules: readonly FreightRule[],
  merchantId: string,
  deliveryType: DeliveryType,
  area: AddressArea | null,
  currency: string,
): FreightRule | undefined {
  if (deliveryType === 'NONE') return undefined;
  const candidates = rules.filter((r) => r.merchantId === merchantId && r.deliveryType === deliveryType && r.currency === currency);
  return candidates.find((r) => area !== null && r.area === area) ?? candidates.find((r) => r.area === null);
}

/** The freight of one merchant's part of the order. */
export function merchantFreight(
  rules: readonly FreightRule[],
  merchantId: string,
  goodsSubtotalMinor: number,
  deliveryType: DeliveryType,
  area: AddressArea | null,
  currency: string,
): MerchantFreight {
  const rule = findFreightRule(rules, merchantId, deliveryType, area, currency);
  if (!rule) return { merchantId, goodsSubtotalMinor, feeMinor: 0, isFree: false };
  const isFree = rule.freeOverMinor !== null && goodsSubtotalMinor >= rule.freeOverMinor;
  return { merchantId, goodsSubtotalMinor, feeMinor: isFree ? 0 : rule.feeMinor, isFree };
}
