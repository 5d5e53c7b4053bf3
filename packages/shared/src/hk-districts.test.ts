import { describe, expect, it } from 'vitest';
import { HK_DISTRICTS, localisedDistrict } from './hk-districts';

describe('Hong Kong district names', () => {
  it('names all 18 districts once', () => {
    expect(HK_DISTRICTS).toHaveLength(18);
    expect(new Set(HK_DISTRICTS.map((d) => d.zhHant)).size).toBe(18);
  });

  it('shows a stored English district in the page’s Chinese, whatever its spelling', () => {
    expect(localisedDistrict('Central and Western District', 'zh_TW')).toBe('中西區');
    expect(localisedDistrict('Central and Western', 'zh_CN')).toBe('中西区');
    expect(localisedDistrict('Sha Tin', 'zh_TW')).toBe('沙田區');
    expect(localisedDistrict('shatin', 'zh_TW')).toBe('沙田區');
    expect(localisedDistrict('Islands District', 'zh_CN')).toBe('离岛区');
    expect(localisedDistrict('Wan Chai', 'zh_TW')).toBe('灣仔區');
  });

  it('leaves English pages, other places and free text as stored', () => {
    expect(localisedDistrict('Central and Western District', 'en_US')).toBe('Central and Western District');
    expect(localisedDistrict('Shenzhen', 'zh_TW')).toBe('Shenzhen');
    expect(localisedDistrict('Near the MTR exit B', 'zh_CN')).toBe('Near the MTR exit B');
    expect(localisedDistrict('', 'zh_TW')).toBe('');
  });
});
