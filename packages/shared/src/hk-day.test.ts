import { describe, expect, it } from 'vitest';
import { consoleOrderListQuery } from './schemas/console-orders';
import { hkDayField, hkDayOf, hkDayRange, hkToday, isCalendarDay } from './hk-day';

describe('Hong Kong days', () => {
  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-02-30')).toBe(false);
    expect(isCalendarDay('2025-2-3')).toBe(false);
    expect(hkDayField.safeParse(' 2025-12-31 ').data).toBe('2025-12-31');
  });

  it('refuses an impossible day in the console order filter (it used to pass as 2 March)', () => {
    expect(consoleOrderListQuery.safeParse({ from: '2025-02-30' }).success).toBe(false);
    expect(consoleOrderListQuery.safeParse({ from: '2025-02-28' }).success).toBe(true);
  });

  it('reads instants in Hong Kong time (UTC+8)', () => {
    expect(hkDayOf(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(hkDayOf(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
    expect(hkToday(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
  });

  it('covers a range of days from the first midnight to the midnight after the last', () => {
    const range = hkDayRange('2026-11-01', '2026-11-30');
    expect(range.from?.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(range.to?.toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(hkDayRange(undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });
});
