import { describe, expect, it } from 'vitest';
import { addMonthsToDay, lastDayOf, periodEndsAt, proRataCreditMinor } from './membership-billing';

describe('membership periods in Hong Kong days', () => {
  it('ends a month bought mid-day at the midnight after the same date next month', () => {
    const end = periodEndsAt(new Date('2026-11-27T06:00:00Z'), { months: 1 }); // 14:00 HKT
    expect(end.toISOString()).toBe('2026-12-27T16:00:00.000Z'); // 28 Dec 00:00 HKT
    expect(lastDayOf(end)).toBe('2026-12-27');
  });

  it('chains a renewal from the previous end without losing or doubling a day', () => {
    const first = periodEndsAt(new Date('2026-11-27T06:00:00Z'), { months: 1 });
    const second = periodEndsAt(first, { months: 1 });
    expect(lastDayOf(second)).toBe('2027-01-27');
    expect(lastDayOf(periodEndsAt(first, { months: 12 }))).toBe('2027-12-27');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonthsToDay('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsToDay('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDay('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsToDay('2026-12-15', -1)).toBe('2026-11-15');
  });

  it('counts days for cards and grants given in days', () => {
    expect(lastDayOf(periodEndsAt(new Date('2026-11-27T16:00:00Z'), { days: 30 }))).toBe('2026-12-27');
  });
});

describe('pro-rata credit of an upgrade', () => {
  const startsAt = new Date('2026-11-01T00:00:00+08:00');
  const endsAt = new Date('2026-12-01T00:00:00+08:00'); // 30 days

  it('credits the unused share of what was paid, rounded down', () => {
    expect(proRataCreditMinor([{ startsAt, endsAt, paidMinor: 48_000 }], new Date('2026-11-16T00:00:00+08:00'))).toBe(24_000);
    expect(proRataCreditMinor([{ startsAt, endsAt, paidMinor: 8_000 }], new Date('2026-11-11T00:00:00+08:00'))).toBe(5_333);
  });

  it('credits a period not begun in full, an ended one and an unpaid one not at all', () => {
    const later = { startsAt: endsAt, endsAt: new Date('2027-01-01T00:00:00+08:00'), paidMinor: 8_000 };
    const now = new Date('2026-12-05T00:00:00+08:00');
    expect(proRataCreditMinor([{ startsAt, endsAt, paidMinor: 48_000 }], now)).toBe(0);
    expect(proRataCreditMinor([later], new Date('2026-11-20T00:00:00+08:00'))).toBe(8_000);
    expect(proRataCreditMinor([{ startsAt, endsAt, paidMinor: 0 }], new Date('2026-11-02T00:00:00+08:00'))).toBe(0);
  });
});
