import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@sme/shared/constants';
import { applyLocaleSideEffects, readStoredLocale } from './locale';
import {
  type AntdLocale,
  type Catalogue,
  type CatalogueGroup,
  COMMON_NS,
  fetchCatalogues,
  fetchLibraryTexts,
  fetchNamespaces,
  groupOf,
  SHELL_NAMESPACES,
} from './resources';

/** The locale shown, or being switched to (`showLocale`). */
let wanted: Locale | undefined;

/**
 * The safety net for a namespace a page uses but its route does not list: `useTranslation(ns)` fetches it (its keys
 * show until it comes). Listed namespaces are in i18next before the page renders, so this never runs for them. Only
 * the locale being shown is fetched: i18next also asks for its fallback's (en_US) namespaces, which a page in Chinese
 * does not show; they come with a switch to English (loadLocale).
 */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    if (language !== (wanted ?? i18n.language)) return callback(null, {});
    fetchNamespaces(language as Locale, [namespace]).then(
      (catalogues) => callback(null, catalogues[namespace] as Catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The app's i18next instance. Initialised at once without texts; each locale's catalogues are added when first
 * needed (`showLocale`, a route's `loadLocale`), so a page never renders in a language whose texts are still on
 * their way.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources: {},
    partialBundledLanguages: true,
    lng: readStoredLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    // Our locale ids use underscores (en_US); keep i18next from splitting them into language fallbacks.
    load: 'currentOnly',
    // None fetched by i18next itself: loadLocale brings what a page needs, before it renders.
    ns: [],
    defaultNS: COMMON_NS,
    fallbackNS: COMMON_NS,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });

const antdLocales: Partial<Record<Locale, AntdLocale>> = {};
/** Whole groups any page has needed so far: a language switch fetches each of them for the new locale. */
const groupsInUse = new Set<CatalogueGroup>();
/** Namespaces any page has needed so far (the shell's from the start), likewise fetched on a language switch. */
const namespacesInUse = new Set<string>(SHELL_NAMESPACES);
/**
 * One fetch per locale and group, namespace or library texts, shared by everyone waiting for it (dropped on failure,
 * so a retry refetches). Keys: `en_US/site`, `en_US/site/marketing`, `en_US/library`.
 */
const loads = new Map<string, Promise<void>>();

/** Add `locale`'s catalogues (namespace -> catalogue) and, when given, antd's texts. */
export function addLocaleTexts(locale: Locale, catalogues: Record<string, Catalogue>, antd?: AntdLocale): void {
  for (const [ns, catalogue] of Object.entries(catalogues)) i18n.addResourceBundle(locale, ns, catalogue, true, true);
  if (antd) antdLocales[locale] = antd;
}

/**
 * Mark `locale`'s `group` (and with the site's, the library texts) as present, for texts added without a fetch (the
 * unit tests bundle every locale).
 */
export function markLoaded(locale: Locale, group: CatalogueGroup): void {
  loads.set(`${locale}/${group}`, Promise.resolve());
  if (group === 'site') loads.set(`${locale}/library`, Promise.resolve());
}

function once(key: string, start: () => Promise<void>): Promise<void> {
  let load = loads.get(key);
  if (!load) {
    load = start();
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

const loadGroup = (locale: Locale, group: CatalogueGroup): Promise<void> =>
  once(`${locale}/${group}`, () => fetchCatalogues(locale, group).then((catalogues) => addLocaleTexts(locale, catalogues)));

/** One namespace: already there when its whole group was fetched. */
function loadNamespace(locale: Locale, ns: string): Promise<void> {
  const group = `${locale}/${groupOf(ns)}`;
  return loads.get(group) ?? once(`${group}/${ns}`, () => fetchNamespaces(locale, [ns]).then((catalogues) => addLocaleTexts(locale, catalogues)));
}

const loadLibraryTexts = (locale: Locale): Promise<void> =>
  once(`${locale}/library`, () => fetchLibraryTexts(locale).then((antd) => addLocaleTexts(locale, {}, antd)));

/** What a page needs besides the shell's texts: a whole group, or some namespaces. */
export interface TextNeed {
  group?: CatalogueGroup;
  namespaces?: readonly string[];
}

/** Make sure `locale`'s texts of every group and namespace in use (and those of `need`, which join them) are in i18next. */
export async function loadLocale(locale: Locale, need: TextNeed = {}): Promise<void> {
  if (need.group) groupsInUse.add(need.group);
  for (const ns of need.namespaces ?? []) namespacesInUse.add(ns);
  await Promise.all([
    loadLibraryTexts(locale),
    ...[...groupsInUse].map((group) => loadGroup(locale, group)),
    ...[...namespacesInUse].map((ns) => loadNamespace(locale, ns)),
  ]);
}
/** antd's texts for `locale`, once `loadLocale` has brought them. */
export function antdLocale(locale: Locale): AntdLocale | undefined {
  return antdLocales[locale];
}

/**
 * Fetch `locale`'s texts, then switch i18next, dayjs and html lang to it in one go. `before` runs just before the
 * switch (persisting the choice). When another locale is asked for meanwhile, the later request wins.
 */
export async function showLocale(locale: Locale, before?: () => void, need?: TextNeed): Promise<void> {
  wanted = locale;
  await loadLocale(locale, need);
  if (wanted !== locale) return;
  before?.();
  applyLocaleSideEffects(locale);
  await i18n.changeLanguage(locale);
}

/**
 * Before the first render: the stored locale's texts, the shell's and `firstPage`'s (the entry awaits this; the
 * route's own load then finds them there).
 */
export function startI18n(firstPage?: TextNeed): Promise<void> {
  return showLocale(readStoredLocale(), undefined, firstPage);
}
