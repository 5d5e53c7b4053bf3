import { LOCALES, type Locale } from '@sme/shared/constants';
import { serverMessages } from '@sme/shared/i18n/messages';

/** Namespace holding the shared server messages (codes, validation), e.g. `server:code.networkUnstable`. */
export const SERVER_NS = 'server';
/** The shell's own namespace (header, footer, titles, dialogs); pages bring their own namespace files. */
export const COMMON_NS = 'common';

type Catalogue = Record<string, unknown>;

// Every locales/<locale>/<namespace>.json is bundled, so a helper adding a namespace file needs no wiring.
const files = import.meta.glob<Catalogue>('../../locales/*/*.json', { eager: true, import: 'default' });

/** i18next resources: locale -> namespace -> catalogue, plus the shared server messages. */
export function buildResources(): Record<Locale, Record<string, Catalogue>> {
  const out = {} as Record<Locale, Record<string, Catalogue>>;
  for (const locale of LOCALES) out[locale] = { [SERVER_NS]: serverMessages[locale] };
  for (const [path, catalogue] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, locale, ns] = match as unknown as [string, Locale, string];
    if (out[locale]) out[locale][ns] = catalogue;
  }
  return out;
}

/** Names of every namespace found in the bundled catalogues. */
export function namespaces(resources: Record<string, Record<string, Catalogue>>): string[] {
  return [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))].sort();
}
