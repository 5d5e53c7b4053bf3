import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectedZhTwFiles } from './zh-tw';

describe('zh_TW catalogues', () => {
  it.each(expectedZhTwFiles().map((f) => [f.file, f]))('%s is the OpenCC conversion of zh_CN plus overrides (run npm run i18n:tw)', (_, f) => {
    expect(existsSync(f.file)).toBe(true);
    expect(readFileSync(f.file, 'utf8')).toBe(f.text);
  });
});
