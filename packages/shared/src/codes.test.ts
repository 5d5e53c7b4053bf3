import { describe, expect, it } from 'vitest';
import { Codes, SILENT_CODES, codeByNumber } from './codes';
import { LOCALES } from './constants';
import { resolveLocale, translate } from './i18n/messages';
import { ORDER_STATUSES, orderStatusLabelKey } from './order-status';

describe('response codes', () => {
  it('has a message for every code in every locale', () => {
    for (const locale of LOCALES) {
      for (const def of Object.values(Codes)) expect(translate(locale, def.key), `${locale} ${def.key}`).not.toBe(def.key);
      for (const s of ORDER_STATUSES) expect(translate(locale, orderStatusLabelKey(s))).not.toBe(orderStatusLabelKey(s));
    }
  });

  it('names the spec codes of section 8', () => {
    expect(Codes.EMAIL_REGISTERED.code).toBe(9003);
    expect(Codes.PROMO_EXPIRED.code).toBe(8102);
    expect(Codes.PROMO_NOT_YET_VALID.code).toBe(8105);
    expect(Codes.PROMO_NOT_REUSABLE.code).toBe(8106);
    expect(Codes.CART_MIXED_CURRENCY.code).toBe(4400);
    expect(Codes.INSUFFICIENT_STOCK.code).toBe(6001);
    expect(Codes.PAY_TRANSACTION_FAILED.code).toBe(1020);
    expect(codeByNumber(6001)).toBe(Codes.INSUFFICIENT_STOCK);
  });

  it('lists the silent codes of section 8', () => {
    expect(SILENT_CODES).toHaveLength(17);
    expect(SILENT_CODES).toContain(7400);
    expect(SILENT_CODES).not.toContain(401);
  });

  it('shows Traditional Chinese for zh_TW and fills variables', () => {
    expect(translate('zh_TW', 'code.insufficientStock')).toBe('庫存不足。');
    expect(translate('en_US', 'validation.tooLong', { field: 'Remark', max: 200 })).toBe('Remark must be at most 200 characters.');
  });

  it('maps Accept-Language to a platform locale', () => {
    expect(resolveLocale('zh-HK,zh;q=0.9')).toBe('zh_TW');
    expect(resolveLocale('zh-CN')).toBe('zh_CN');
    expect(resolveLocale('fr-FR, en;q=0.5')).toBe('en_US');
    expect(resolveLocale(undefined)).toBe('en_US');
  });
});
