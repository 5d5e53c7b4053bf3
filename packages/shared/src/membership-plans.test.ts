import { describe, expect, it } from 'vitest';
import { annualPriceMinor, featuresOfTier, PLAN_DEFINITIONS, planPriceMinor } from './membership-plans';

describe('membership plans', () => {
  it('prices Silver HK$80, Gold HK$480 and Platinum HK$3,800 a month', () => {
    expect(PLAN_DEFINITIONS.map((p) => [p.tier, p.monthlyPriceMinor])).toEqual([
      ['SILVER', 8000],
      ['GOLD', 48000],
      ['PLATINUM', 380000],
    ]);
  });

  it('saves 15% on annual billing', () => {
    expect(annualPriceMinor(8000)).toBe(81600);
    expect(planPriceMinor(380000, 'ANNUAL')).toBe(3876000);
    expect(planPriceMinor(48000, 'MONTHLY')).toBe(48000);
  });

  it('gives higher tiers every feature of the lower ones', () => {
    expect(featuresOfTier('SILVER')).toHaveLength(4);
    expect(featuresOfTier('GOLD')).toEqual(expect.arrayContaining(featuresOfTier('SILVER')));
    expect(featuresOfTier('PLATINUM')).toContain('personalisedAiChatbot');
    expect(featuresOfTier('GOLD')).not.toContain('personalisedAiChatbot');
  });

  it('marks exactly one plan as best value', () => {
    expect(PLAN_DEFINITIONS.filter((p) => p.isBestValue)).toHaveLength(1);
  });
});
