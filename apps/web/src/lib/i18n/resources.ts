import type { Locale } from '@sme/shared/constants';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';

/** Namespace holding the shared server messages (codes, validation), e.g. `server:code.networkUnstable`. */
export const SERVER_NS = 'server';
/** The shell's own namespace (header, footer, titles, dialogs); pages bring their own namespace files. */
export const COMMON_NS = 'common';

export type Catalogue = Record<string, unknown>;
/** Ant Design's own texts (pagination, pickers, modals) for one locale. */
export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * What a page's texts come in: the namespaces its route lists (with the shell's, before the first render), or a
 * whole group of a locale's catalogues: the site's (with the server messages) for a route that lists none, the back
 * office's (console*.json) when the console opens.
 */
export type CatalogueGroup = 'site' | 'console';

/**
 * The namespaces every site page shows: the shell's (header, footer, titles, dialogs), the header's search box, and
 * the server messages behind the API client's error toasts (read at once, when an error comes, so never fetched then).
 */
export const SHELL_NAMESPACES: readonly string[] = [COMMON_NS, 'catalogue', SERVER_NS];

export const groupOf = (ns: string): CatalogueGroup => (ns.startsWith('console') ? 'console' : 'site');

/** The locale and namespace a catalogue file stands for (locales/<locale>/<namespace>.json). */
export function catalogueName(path: string): { locale: string; ns: string } | null {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? { locale: match[1] as string, ns: match[2] as string } : null;
}

// Every locales/<locale>/<namespace>.json, so a helper adding a namespace file needs no wiring. Lazy: vite.config.ts
// gives the first pages' namespaces a chunk each and bundles a locale's other files of a group into one.
const catalogueFiles = import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' });
// The shared server messages per locale (not through @sme/shared/i18n/messages, which holds all three).
const serverFiles = import.meta.glob<Catalogue>('../../../../../packages/shared/src/i18n/{en_US,zh_CN,zh_TW}.json', {
  import: 'default',
});

/** Fetch `locale`'s catalogues of `group`: namespace -> catalogue (the site group includes the server messages). */
export async function fetchCatalogues(locale: Locale, group: CatalogueGroup): Promise<Record<string, Catalogue>> {
  const loads = Object.entries(catalogueFiles).flatMap(([path, load]) => {
    const name = catalogueName(path);
    return name?.locale === locale && groupOf(name.ns) === group ? [load().then((c) => [name.ns, c] as const)] : [];
  });
  if (group === 'site') {
    const server = Object.entries(serverFiles).find(([path]) => path.endsWith(`/${locale}.json`));
    if (server) loads.push(server[1]().then((c) => [SERVER_NS, c] as const));
  }
  return Object.fromEntries(await Promise.all(loads));
}

/** Fetch `locale`'s catalogues of `namespaces` (site namespaces or the server messages): namespace -> catalogue. */
export async function fetchNamespaces(locale: Locale, namespaces: readonly string[]): Promise<Record<string, Catalogue>> {
  const loads = namespaces.map(async (ns) => {
    const load =
      ns === SERVER_NS
        ? Object.entries(serverFiles).find(([path]) => path.endsWith(`/${locale}.json`))?.[1]
        : Object.entries(catalogueFiles).find(([path]) => path.endsWith(`/locales/${locale}/${ns}.json`))?.[1];
    if (!load) throw new Error(`no catalogue ${ns} in ${locale}`);
    return [ns, await load()] as const;
  });
  return Object.fromEntries(await Promise.all(loads));
}

/**
 * Load dayjs's and antd's texts for `locale` (dayjs registers its locale on import) and answer antd's. Both libraries
 * bring en_US themselves; the Chinese ones share their locale's catalogue chunk.
 */
export async function fetchLibraryTexts(locale: Locale): Promise<AntdLocale> {
  switch (locale) {
    case 'en_US':
      return enUS;
    case 'zh_CN':
      await import('dayjs/locale/zh-cn');
      return (await import('antd/locale/zh_CN')).default;
    case 'zh_TW':
      await import('dayjs/locale/zh-tw');
      return (await import('antd/locale/zh_TW')).default;
  }
}
