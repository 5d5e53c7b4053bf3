import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locale } from '@sme/shared/constants';
import { HK_DISTRICTS, findHkDistrict } from '@sme/shared/hk-districts';
import type { ICountry, IState } from 'country-state-city';

/**
 * Country and city data from the maintained country-state-city package, with Chinese country names
 * from the ICU data built into Node (Intl.DisplayNames) — no extra dependency. Serialised once and
 * served as static JSON with a version value that changes when the package data changes.
 */

/** One country of /static/geo/countries.json. */
export interface GeoCountry {
  iso2: string;
  name: Record<Locale, string>;
  phoneCode: string;
  currency: string;
  flag: string;
}

/** One city of /static/geo/cities/{ISO2}.json; countries without city data list their subdivisions (HK districts). */
export interface GeoCity {
  name: string;
  stateCode: string;
}

/** A serialised JSON document with its strong ETag. */
export interface GeoDocument {
  body: string;
  etag: string;
}

const require = createRequire(import.meta.url);
const PACKAGE_VERSION = (require('country-state-city/package.json') as { version: string }).version;
/*
 * The package's index loads its world city table on import (8 MB of JSON) and, once a country's cities are asked,
 * keeps a second copy as objects: 28 MB of the server's heap for good. Its country and state modules do without the
 * table, and a country's cities are read from it when first asked, the rest left to the garbage collector.
 */
const Country = (
  require('country-state-city/lib/cjs/country.js') as { default: { getAllCountries(): ICountry[]; getCountryByCode(code: string): ICountry | undefined } }
).default;
const State = (require('country-state-city/lib/cjs/state.js') as { default: { getStatesOfCountry(code: string): IState[] } }).default;
const CITY_TABLE = require.resolve('country-state-city/lib/cjs/assets/city.json');

/** A row of the package's city table: name, country code, state code, latitude, longitude. */
type CityRow = [string, string, string, string, string];

/** A country's cities from the package's table, sorted by name as the package's own City.getCitiesOfCountry sorts them. */
function citiesOfCountry(code: string): GeoCity[] {
  const table = JSON.parse(readFileSync(CITY_TABLE, 'utf8')) as CityRow[];
  return table
    .filter((row) => row[1] === code)
    .map(([name, , stateCode]) => ({ name, stateCode }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function document(value: unknown): GeoDocument {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

let countries: { list: GeoCountry[]; doc: GeoDocument } | undefined;

function loadCountries() {
  if (countries) return countries;
  const zhHans = new Intl.DisplayNames(['zh-Hans'], { type: 'region' });
  const zhHant = new Intl.DisplayNames(['zh-Hant-HK'], { type: 'region' });
  const list = Country.getAllCountries().map((c) => ({
    iso2: c.isoCode,
    name: { en_US: c.name, zh_CN: zhHans.of(c.isoCode) ?? c.name, zh_TW: zhHant.of(c.isoCode) ?? c.name },
    phoneCode: c.phonecode.startsWith('+') ? c.phonecode : `+${c.phonecode}`,
    currency: c.currency,
    flag: c.flag,
  }));
  countries = { list, doc: document(list) };
  return countries;
}

/** Every country, in the package's order (alphabetical by English name). */
export function geoCountries(): GeoCountry[] {
  return loadCountries().list;
}

/** countries.json, serialised once. */
export function geoCountriesDocument(): GeoDocument {
  return loadCountries().doc;
}

/** The data version the web appends as ?v= to geo URLs: package version plus a hash of the country data. */
export function geoDataVersion(): string {
  return `${PACKAGE_VERSION}-${loadCountries().doc.etag.slice(1, 9)}`;
}

/**
 * The package lists 17 of Hong Kong's 18 districts (Tai Po is missing): the district dictionary adds the ones it lacks,
 * spelt as the dictionary spells them, keeping the package's spelling of the rest (saved addresses use it).
 */
function withEveryHkDistrict(code: string, list: GeoCity[]): GeoCity[] {
  if (code !== 'HK') return list;
  const listed = new Set(list.map((c) => findHkDistrict(c.name)));
  const missing = HK_DISTRICTS.filter((d) => !listed.has(d)).map((d) => ({ name: d.en, stateCode: '' }));
  return [...list, ...missing].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const cityCache = new Map<string, { list: GeoCity[]; doc: GeoDocument }>();

/** Cities of a country (ISO2, any case); undefined for an unknown country. */
export function geoCities(iso2: string): { list: GeoCity[]; doc: GeoDocument } | undefined {
  const code = iso2.toUpperCase();
  const cached = cityCache.get(code);
  if (cached) return cached;
  if (!/^[A-Z]{2}$/.test(code) || !Country.getCountryByCode(code)) return undefined;
  const cities = citiesOfCountry(code);
  const source = cities.length ? cities : State.getStatesOfCountry(code).map((s) => ({ name: s.name, stateCode: s.isoCode }));
  const seen = new Set<string>();
  const list = withEveryHkDistrict(
    code,
    source.filter((c) => (seen.has(c.name) ? false : (seen.add(c.name), true))),
  );
  const entry = { list, doc: document(list) };
  cityCache.set(code, entry);
  return entry;
}
