import { describe, expect, it } from 'vitest';
import { regionOptions } from './RegionCodeSelect';

const FIRST = { HK: 'Hong Kong', CN: 'Mainland China', MO: 'Macau', TW: 'Taiwan' };

describe('regionOptions', () => {
  it('puts Hong Kong, Mainland China, Macau and Taiwan first, with their calling codes', () => {
    const options = regionOptions('en_US', FIRST).slice(0, 4);
    expect(options.map((o) => `${o.name} +${o.callingCode}`)).toEqual(['Hong Kong +852', 'Mainland China +86', 'Macau +853', 'Taiwan +886']);
  });

  it('lists every other region once, by name in the reader’s language', () => {
    const rest = regionOptions('en_US', FIRST).slice(4);
    const names = rest.map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-US').compare));
    expect(new Set(rest.map((o) => o.value)).size).toBe(rest.length);
    expect(rest.map((o) => o.value)).not.toContain('HK');
    expect(rest.find((o) => o.value === 'GB')).toMatchObject({ name: 'United Kingdom', callingCode: '44' });
    expect(regionOptions('zh_CN', FIRST).find((o) => o.value === 'SG')?.name).toBe('新加坡');
  });
});
