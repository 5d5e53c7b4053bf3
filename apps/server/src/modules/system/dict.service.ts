import type { Locale } from '@sme/shared/constants';
import { localisedDistrict } from '@sme/shared/hk-districts';
import type { DictItem } from '@sme/shared/schemas/system';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { geoCities, geoCountries } from './geo.service';
import { dictionaryEntries } from './system.tables';

/** One entry of a dictionary list, labelled in the request's locale (named here for this module's tests). */
export type { DictItem } from '@sme/shared/schemas/system';

const LABEL_COLUMN = { en_US: 'labelEnUs', zh_CN: 'labelZhCn', zh_TW: 'labelZhTw' } as const;

/** A dictionary type in a locale; undefined when the type (or the cities' parent country) is unknown. */
export async function listDictionary(db: Database, type: string, locale: Locale, parent?: string): Promise<DictItem[] | undefined> {
  if (type === 'countries') {
    return geoCountries().map((c) => ({ code: c.iso2, label: c.name[locale], phoneCode: c.phoneCode, currency: c.currency }));
  }
  if (type === 'cities') {
    const cities = parent ? geoCities(parent) : undefined;
    // Hong Kong's districts are labelled in the reader's language; the code stays the stored English name.
    const label = (name: string) => (parent?.toUpperCase() === 'HK' ? localisedDistrict(name, locale) : name);
    return cities?.list.map((c) => ({ code: c.name, label: label(c.name) }));
  }
  const rows = await db
    .select({ code: dictionaryEntries.code, label: dictionaryEntries[LABEL_COLUMN[locale]] })
    .from(dictionaryEntries)
    .where(eq(dictionaryEntries.type, type))
    .orderBy(asc(dictionaryEntries.sort), asc(dictionaryEntries.code));
  return rows.length ? rows : undefined;
}
