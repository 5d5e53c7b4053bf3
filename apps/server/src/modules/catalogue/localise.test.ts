import { describe, expect, it } from 'vitest';
import { localised } from './localise';

describe('localised', () => {
  it('answers English in en_US, the stored Traditional in zh_TW and Simplified in zh_CN', () => {
    expect(localised('en_US', 'Organic honey', '有機蜂蜜')).toBe('Organic honey');
    expect(localised('zh_TW', 'Organic honey', '有機蜂蜜')).toBe('有機蜂蜜');
    expect(localised('zh_CN', 'Organic honey', '有機蜂蜜')).toBe('有机蜂蜜');
  });

  it('falls back to the other language when one is empty or blank', () => {
    expect(localised('en_US', '', '鐵觀音')).toBe('鐵觀音');
    expect(localised('en_US', null, '鐵觀音')).toBe('鐵觀音');
    expect(localised('zh_CN', 'Tieguanyin', '  ')).toBe('Tieguanyin');
    expect(localised('zh_TW', 'Tieguanyin', undefined)).toBe('Tieguanyin');
    expect(localised('zh_CN', null, null)).toBeNull();
  });

  it('converts Hong Kong wording to Simplified characters', () => {
    expect(localised('zh_CN', null, '會計及公司秘書服務')).toBe('会计及公司秘书服务');
  });
});
