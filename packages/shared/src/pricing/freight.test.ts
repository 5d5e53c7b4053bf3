import { describe, expect, it } from 'vitest';
import { findFreightRule, merchantFreight } from './freight';
import type { FreightRule } from './types';

const rule = (over: Partial<FreightRule> = {}): FreightRule => ({
  merchantId: 'm1',
  deliveryType: 'HOME_DELIVERY',
  area: null,
  currency: 'HKD',
  feeMinor: 3_000,
  freeOverMinor: 50_000,
  ...over,
});

describe('freight from merchant rules', () => {
  it('charges the flat fee below the threshold and nothing from it', () => {
    expect(merchantFreight([rule()], 'm1', 49_999, 'HOME_DELIVERY', 'HONG_KONG', 'HKD')).toEqual({
      merchantId: 'm1',
      goodsSubtotalMinor: 49_999,
      feeMinor: 3_000,
      isFree: false,
    });
    expect(merchantFreight([rule()], 'm1', 50_000, 'HOME_DELIVERY', 'HONG_KONG', 'HKD')).toMatchObject({ feeMinor: 0, isFree: true });
    expect(merchantFreight([rule({ freeOverMinor: null })], 'm1', 1e9, 'HOME_DELIVERY', 'HONG_KONG', 'HKD').feeMinor).toBe(3_000);
  });

  it('prefers the rule of the address area over the rule for any area', () => {
    const rules = [rule({ feeMinor: 100 }), rule({ area: 'OVERSEAS', feeMinor: 15_000, freeOverMinor: null })];
    expect(findFreightRule(rules, 'm1', 'HOME_DELIVERY', 'OVERSEAS', 'HKD')?.feeMinor).toBe(15_000);
    expect(findFreightRule(rules, 'm1', 'HOME_DELIVERY', 'HONG_KONG', 'HKD')?.feeMinor).toBe(100);
    expect(findFreightRule([rule({ area: 'OVERSEAS' })], 'm1', 'HOME_DELIVERY', 'HONG_KONG', 'HKD')).toBeUndefined();
  });

  it('uses the rule of the delivery type, merchant and currency only', () => {
    const rules = [rule(), rule({ deliveryType: 'STORE_PICKUP', feeMinor: 500 })];
    expect(merchantFreight(rules, 'm1', 100, 'STORE_PICKUP', null, 'HKD').feeMinor).toBe(500);
    expect(merchantFreight(rules, 'm1', 100, 'PICKUP_LOCKER', null, 'HKD').feeMinor).toBe(0);
    expect(merchantFreight(rules, 'm2', 100, 'HOME_DELIVERY', 'HONG_KONG', 'HKD').feeMinor).toBe(0);
    expect(merchantFreight(rules, 'm1', 100, 'HOME_DELIVERY', 'HONG_KONG', 'USD').feeMinor).toBe(0);
  });

  it('never charges freight for virtual goods', () => {
    expect(merchantFreight([rule({ deliveryType: 'NONE' })], 'm1', 100, 'NONE', null, 'HKD').feeMinor).toBe(0);
  });
});
