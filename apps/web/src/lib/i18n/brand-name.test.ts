import { serverMessages } from '@sme/shared/i18n/messages';
import { describe, expect, it } from 'vitest';

// Every web catalogue, the zh_TW overrides and the server's messages (mails and SMS are written from those).
const webFiles = import.meta.glob<unknown>(['../../locales/*/*.json', '../../locales/zh_TW.overrides.json'], { eager: true, import: 'default' });
const chinese = [
  ...Object.entries(webFiles).filter(([path]) => /\/zh_(CN|TW)[/.]/.test(path)),
  ['server zh_CN', serverMessages.zh_CN],
  ['server zh_TW', serverMessages.zh_TW],
] as const;

describe('the brand in Chinese copy', () => {
  it('has Chinese texts to check', () => {
    expect(chinese.length).toBeGreaterThan(20);
  });

  it.each(chinese.map(([path, tree]) => [path, JSON.stringify(tree)] as const))(
    '%s never says "SME Link HK" (the Chinese brand is 中小企通)',
    (_path, text) => {
      expect(text).not.toContain('SME Link HK');
    },
  );
});
