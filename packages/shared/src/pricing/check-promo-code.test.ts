import { describe, expect, it } from 'vitest';
import { PROMO_CODE_MAX_LENGTH, checkPromoCode, normalisePromoCode, type PromoCheckContext } from './check-promo-code';
import { aLine, aPromo } from './test-fixtures';
import type { PromoCode } from './types';

const context = (over: Partial<PromoCheckContext> = {}): PromoCheckContext => ({
  entered: 'save20',
  now: new Date('2026-06-01T12:00:00Z'),
  usage: { codeUses: 0, memberUses: 0 },
  currency: 'HKD',
  lines: [aLine(), aLine({ id: 'l2', productId: 'p2', unitPriceMinor: 5_000 })],
  ...over,
});
const outcomeOf = (promo: PromoCode | null, over: Partial<PromoCheckContext> = {}) => {
  const result = checkPromoCode(promo, context(over));
  return result.ok ? 200 : result.outcome.code;
};

describe('checkPromoCode', () => {
  it('accepts a valid code whatever its case and spacing, with the lines it covers (200)', () => {
    const result = checkPromoCode(aPromo({ isForAll: false, pidList: ['p2'] }), context({ entered: '  Save20 ' }));
    expect(result.ok && result.eligibleLines.map((l) => l.id)).toEqual(['l2']);
  });

  it('refuses a code that does not exist (404)', () => {
    expect(outcomeOf(null)).toBe(404);
    expect(outcomeOf(aPromo(), { entered: 'OTHER' })).toBe(404);
    expect(outcomeOf(null, { entered: '' })).toBe(404);
  });

  it('refuses a code too long before looking it up (8108)', () => {
    expect(normalisePromoCode('x'.repeat(PROMO_CODE_MAX_LENGTH))).toHaveLength(PROMO_CODE_MAX_LENGTH);
    expect(outcomeOf(null, { entered: 'X'.repeat(PROMO_CODE_MAX_LENGTH + 1) })).toBe(8108);
  });

  it('refuses a code that is not yet valid (8105) and accepts it from its first instant', () => {
    const promo = aPromo({ validFrom: new Date('2026-07-01T00:00:00Z') });
    expect(outcomeOf(promo)).toBe(8105);
    expect(outcomeOf(promo, { now: new Date('2026-07-01T00:00:00Z') })).toBe(200);
  });

  it('refuses an expired code (8102) and accepts it up to its last instant', () => {
    const promo = aPromo({ validUntil: new Date('2026-05-31T23:59:59Z') });
    expect(outcomeOf(promo)).toBe(8102);
    expect(outcomeOf(promo, { now: new Date('2026-05-31T23:59:59Z') })).toBe(200);
    expect(outcomeOf(aPromo({ validFrom: null, validUntil: null }))).toBe(200);
  });

  it('refuses a code this member has used up, or that is used up in all (8106)', () => {
    expect(outcomeOf(aPromo({ perMemberLimit: 1 }), { usage: { codeUses: 5, memberUses: 1 } })).toBe(8106);
    expect(outcomeOf(aPromo({ perMemberLimit: 2 }), { usage: { codeUses: 5, memberUses: 1 } })).toBe(200);
    expect(outcomeOf(aPromo({ usageLimit: 5 }), { usage: { codeUses: 5, memberUses: 0 } })).toBe(8106);
    expect(outcomeOf(aPromo({ usageLimit: 5 }), { usage: { codeUses: 4, memberUses: 0 } })).toBe(200);
  });

  it('refuses a code of another merchant or in another currency than the order (8107)', () => {
    expect(outcomeOf(aPromo({ merchantId: 'm9' }))).toBe(8107);
    expect(outcomeOf(aPromo({ currency: 'USD' }))).toBe(8107);
    expect(outcomeOf(aPromo({ merchantId: null }))).toBe(200);
  });

  it("refuses a code for none of the order's products (1013)", () => {
    expect(outcomeOf(aPromo({ isForAll: false, pidList: ['p7', 'p8'] }))).toBe(1013);
    expect(outcomeOf(aPromo({ isForAll: false, pidList: [] }))).toBe(1013);
  });

  it('refuses a code whose minimum spend on the covered goods, freight excluded, is not met (8109)', () => {
    // Covered: p2 only, 2 x HK$50.00 = HK$100.00.
    const lines = [aLine(), aLine({ id: 'l2', productId: 'p2', unitPriceMinor: 5_000, quantity: 2 })];
    const promo = (minSpendMinor: number) => aPromo({ isForAll: false, pidList: ['p2'], minSpendMinor });
    expect(outcomeOf(promo(10_001), { lines })).toBe(8109);
    expect(outcomeOf(promo(10_000), { lines })).toBe(200);
  });

  it('reports the first failing check when several fail', () => {
    const bad = aPromo({ validUntil: new Date('2026-01-02T00:00:00Z'), perMemberLimit: 1, minSpendMinor: 1e9 });
    expect(outcomeOf(bad, { usage: { codeUses: 1, memberUses: 1 } })).toBe(8102);
  });
});
