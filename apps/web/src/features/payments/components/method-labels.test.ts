import { describe, expect, it } from 'vitest';
import enUS from '@/locales/en_US/payments.json';
import zhCN from '@/locales/zh_CN/payments.json';
import zhTW from '@/locales/zh_TW/payments.json';

/** The test provider moves no money: in every language its name says it is a sandbox, so nobody mistakes it for paying. */
describe('the test payment method’s label', () => {
  it.each([
    ['en_US', enUS, /\(sandbox\)/],
    ['zh_CN', zhCN, /（沙盒）/],
    ['zh_TW', zhTW, /（沙盒）/],
  ])('says sandbox in %s', (_locale, catalogue, sandbox) => {
    expect(catalogue.methods.TEST.title).toMatch(sandbox);
  });
});
