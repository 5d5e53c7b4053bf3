import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES } from '@sme/shared/constants';
import { applyLocaleSideEffects, readStoredLocale } from './locale';
import { buildResources, COMMON_NS, namespaces } from './resources';

const resources = buildResources();

/** The app's i18next instance; initialised synchronously because every catalogue is bundled. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // Our locale ids use underscores (en_US); keep i18next from splitting them into language fallbacks.
  load: 'currentOnly',
  ns: namespaces(resources),
  defaultNS: COMMON_NS,
  fallbackNS: COMMON_NS,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

applyLocaleSideEffects(readStoredLocale());
