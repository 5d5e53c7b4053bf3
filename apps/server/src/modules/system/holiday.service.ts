import type HolidaysLibrary from 'date-holidays';

/**
 * date-holidays carries every country's rules: ~10 MB of heap once loaded and ~40 MB of resident memory once used. It
 * is loaded by the first booking or holiday question, not at start, so a server that never answers one never pays it.
 */
let library: Promise<typeof HolidaysLibrary> | undefined;
const loadHolidays = () => (library ??= import('date-holidays').then((m) => m.default));

/** Holiday types that close offices (date-holidays also lists observances, which do not). */
const CLOSED_TYPES = new Set(['public', 'bank']);
const cache = new Map<string, string[]>();

/** Regions found by name, so each slot query does not list date-holidays' countries again (only known names: bounded). */
const regions = new Map<string, [string] | [string, string]>();

/** Parse "HK", "US-CA" or "US.CA" into country and region, if date-holidays knows them. */
function resolveRegion(Holidays: typeof HolidaysLibrary, name: string): [string] | [string, string] | undefined {
  const known = regions.get(name);
  if (known) return known;
  const [country, state] = name.toUpperCase().split(/[-.]/, 2);
  if (!country || !/^[A-Z]{2}$/.test(country)) return undefined;
  const registry = new Holidays();
  if (!registry.getCountries()?.[country]) return undefined;
  const region: [string] | [string, string] | undefined = !state ? [country] : registry.getStates(country)?.[state] ? [country, state] : undefined;
  if (region) regions.set(name, region);
  return region;
}

/**
 * Dates (YYYY-MM-DD) on which the region's offices are closed, this year and next: the disabled dates of
 * the booking calendar. undefined when date-holidays does not know the region.
 */
export async function disabledDates(name: string, today = new Date()): Promise<string[] | undefined> {
  const Holidays = await loadHolidays();
  const region = resolveRegion(Holidays, name);
  if (!region) return undefined;
  const year = today.getUTCFullYear();
  const cacheKey = `${region.join('.')}:${year}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const calendar = region.length === 2 ? new Holidays(region[0], region[1]) : new Holidays(region[0]);
  const dates = new Set<string>();
  for (const y of [year, year + 1]) {
    for (const holiday of calendar.getHolidays(y)) {
      if (!CLOSED_TYPES.has(holiday.type)) continue;
      // Multi-day holidays list every day they cover; `date` is local to the region.
      const start = new Date(`${holiday.date.slice(0, 10)}T00:00:00Z`);
      const days = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / 86_400_000));
      for (let d = 0; d < days; d++) dates.add(new Date(start.getTime() + d * 86_400_000).toISOString().slice(0, 10));
    }
  }
  const list = [...dates].sort();
  cache.set(cacheKey, list);
  return list;
}
