import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as OpenCC from 'opencc-js';

/**
 * zh_TW catalogues are produced from zh_CN by OpenCC (Simplified → Traditional, Hong Kong standard,
 * since our users are in Hong Kong) plus an override file for phrases a person corrected by hand.
 * Conversion happens here, at build time, so OpenCC never ships to the browser.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toHongKongCharacters = OpenCC.Converter({ from: 'cn', to: 'hk' });
/**
 * OpenCC's hk preset converts characters only; these are the Hong Kong words for common UI terms, applied in
 * order after it (the 户 glyph first, so the phrase rules below see 戶).
 */
const HONG_KONG_PHRASES: ReadonlyArray<[string, string]> = [
  ['户', '戶'],
  ['登錄', '登入'],
  ['賬號', '帳號'],
  ['賬戶', '帳戶'],
  ['電子郵箱', '電郵'],
  ['電子郵件', '電郵'],
  ['郵箱', '電郵'],
  ['視頻', '視像'],
  ['默認', '預設'],
  ['聯繫', '聯絡'],
  ['信息', '資訊'],
  ['鏈接', '連結'],
  ['支持', '支援'],
  ['加載', '載入'],
  ['屏幕', '螢幕'],
  ['激活', '啟用'],
  // OpenCC's hk preset writes 签名 (signature) as 籤名, the word for a lot or a tag.
  ['籤名', '簽名'],
];
const toTraditional = (text: string) => HONG_KONG_PHRASES.reduce((out, [from, to]) => out.replaceAll(from, to), toHongKongCharacters(text));

type Tree = { [key: string]: string | Tree };

function convertTree(tree: Tree, overrides: Record<string, string>, prefix: string): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    out[key] = typeof value === 'string' ? (overrides[path] ?? toTraditional(value)) : convertTree(value, overrides, path);
  }
  return out;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const toText = (tree: Tree) => `${JSON.stringify(tree, null, 2)}\n`;

/** Every zh_TW file the project has, with the text it must contain. */
export function expectedZhTwFiles(): Array<{ file: string; text: string }> {
  const files: Array<{ file: string; text: string }> = [];
  const sharedDir = join(root, 'packages/shared/src/i18n');
  files.push({
    file: join(sharedDir, 'zh_TW.json'),
    text: toText(convertTree(readJson(join(sharedDir, 'zh_CN.json')), readJson(join(sharedDir, 'zh_TW.overrides.json')), '')),
  });
  const webDir = join(root, 'apps/web/src/locales');
  if (existsSync(join(webDir, 'zh_CN'))) {
    // Web overrides are keyed "namespace:dotted.key".
    const overrides = readJson<Record<string, string>>(join(webDir, 'zh_TW.overrides.json'));
    for (const name of readdirSync(join(webDir, 'zh_CN'))
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const ns = name.replace(/\.json$/, '');
      const nsOverrides = Object.fromEntries(
        Object.entries(overrides)
          .filter(([k]) => k.startsWith(`${ns}:`))
          .map(([k, v]) => [k.slice(ns.length + 1), v]),
      );
      files.push({
        file: join(webDir, 'zh_TW', name),
        text: toText(convertTree(readJson(join(webDir, 'zh_CN', name)), nsOverrides, '')),
      });
    }
  }
  return files;
}

/** Write every zh_TW file; returns the paths that changed. */
export function writeZhTwFiles(): string[] {
  const changed: string[] = [];
  for (const { file, text } of expectedZhTwFiles()) {
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    changed.push(file);
  }
  return changed;
}
