import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@sme/shared/constants';
import { applyLocaleSideEffects, readStoredLocale } from './locale';
import { type AntdLocale, type Catalogue, type CatalogueGroup, COMMON_NS, fetchCatalogues, fetchLibraryTexts, SERVER_NS } from './resources';

/**
 * The app's i18next instance. Initialised at once without texts; each locale's catalogues are added when first
 * needed (`showLocale`), so a page never renders in a language whose texts are still on their way.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: readStoredLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // Our locale ids use underscores (en_US); keep i18next from splitting them into language fallbacks.
  load: 'currentOnly',
  ns: [COMMON_NS, SERVER_NS],
  defaultNS: COMMON_NS,
  fallbackNS: COMMON_NS,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

const antdLocales: Partial<Record<Locale, AntdLocale>> = {};
/** Groups any page has needed so far: a language switch fetches each of them for the new locale. */
const groupsInUse = new Set<CatalogueGroup>(['site']);
/** One fetch per locale and group, shared by everyone waiting for it (dropped on failure, so a retry refetches). */
const loads = new Map<string, Promise<void>>();

/** Add `locale`'s catalogues (namespace -> catalogue) and, for the site group, antd's texts. */
export function addLocaleTexts(locale: Locale, catalogues: Record<string, Catalogue>, antd?: AntdLocale): void {
  for (const [ns, catalogue] of Object.entries(catalogues)) i18n.addResourceBundle(locale, ns, catalogue, true, true);
  if (antd) antdLocales[locale] = antd;
}

/** Mark `locale`'s `group` as present, for texts added without a fetch (the unit tests bundle every locale). */
export function markLoaded(locale: Locale, group: CatalogueGroup): void {
  loads.set(`${locale}/${group}`, Promise.resolve());
}

function loadGroup(locale: Locale, group: CatalogueGroup): Promise<void> {
  const key = `${locale}/${group}`;
  let load = loads.get(key);
  if (!load) {
    load = Promise.all([fetchCatalogues(locale, group), group === 'site' ? fetchLibraryTexts(locale) : undefined]).then(([catalogues, antd]) =>
      addLocaleTexts(locale, catalogues, antd),
    );
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** Make sure `locale`'s texts of every group in use (and `group`, which joins them) are in i18next. */
export async function loadLocale(locale: Locale, group?: CatalogueGroup): Promise<void> {
  if (group) groupsInUse.add(group);
  await Promise.all([...groupsInUse].map((g) => loadGroup(locale, g)));
}

/** antd's texts for `locale`, once `loadLocale` has brought them. */
export function antdLocale(locale: Locale): AntdLocale | undefined {
  return antdLocales[locale];
}

let wanted: Locale | undefined;

/**
 * Fetch `locale`'s texts, then switch i18next, dayjs and html lang to it in one go. `before` runs just before the
 * switch (persisting the choice). When another locale is asked for meanwhile, the later request wins.
 */
export async function showLocale(locale: Locale, before?: () => void): Promise<void> {
  wanted = locale;
  await loadLocale(locale);
  if (wanted !== locale) return;
  before?.();
  applyLocaleSideEffects(locale);
  await i18n.changeLanguage(locale);
}

/** Before the first render: the stored locale's texts (the entry awaits this). */
export function startI18n(): Promise<void> {
  return showLocale(readStoredLocale());
}
