/**
 * The unit tests' i18n (imported by src/test/setup.ts instead of ./i18n): every locale's catalogues, server messages
 * and dayjs/antd texts bundled and added synchronously, so a test renders translated text at once and a language
 * switch needs no fetch.
 */
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import { LOCALES, type Locale } from '@sme/shared/constants';
import { serverMessages } from '@sme/shared/i18n/messages';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { addLocaleTexts, i18n, markLoaded } from './i18n';
import { applyLocaleSideEffects, readStoredLocale } from './locale';
import { type Catalogue, catalogueName, SERVER_NS } from './resources';

const files = import.meta.glob<Catalogue>('../../locales/*/*.json', { eager: true, import: 'default' });
const antd = { en_US: enUS, zh_CN: zhCN, zh_TW: zhTW };

for (const locale of LOCALES) {
  const catalogues: Record<string, Catalogue> = { [SERVER_NS]: serverMessages[locale] };
  for (const [path, catalogue] of Object.entries(files)) {
    const name = catalogueName(path);
    if (name?.locale === locale) catalogues[name.ns] = catalogue;
  }
  addLocaleTexts(locale, catalogues, antd[locale]);
  markLoaded(locale, 'site');
  markLoaded(locale, 'console');
}

const initial: Locale = readStoredLocale();
void i18n.changeLanguage(initial);
applyLocaleSideEffects(initial);
