import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate and formatDateTime', () => {
  it("write each reader's language, whichever language wrote before", () => {
    const iso = '2025-11-23T09:05:00Z';
    const day = new Date(iso);
    for (const [locale, tag] of [
      ['en_US', 'en-US'],
      ['zh_TW', 'zh-TW'],
      ['zh_CN', 'zh-CN'],
      ['en_US', 'en-US'],
    ] as const) {
      expect(formatDate(iso, locale)).toBe(new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(day));
      expect(formatDateTime(iso, locale)).toBe(new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }).format(day));
    }
    expect(formatDate(iso, 'zh_TW')).not.toBe(formatDate(iso, 'en_US'));
  });

  it('answer empty for a missing or bad date', () => {
    expect(formatDate('not a date', 'en_US')).toBe('');
    expect(formatDateTime(null, 'zh_CN')).toBe('');
  });
});
