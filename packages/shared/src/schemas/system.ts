/** System lookups: the contract of sys.dict.list (dictionaries, and the platform's country and city data). */

/** The geo lists sys.dict.list answers from the platform's country and city data rather than its dictionary table. */
export const GEO_DICT_TYPES = ['countries', 'cities'] as const;
export type GeoDictType = (typeof GEO_DICT_TYPES)[number];

/** One entry of sys.dict.list: a code and its label in the request's language. */
export interface DictItem {
  code: string;
  label: string;
  /** Countries only: international dialling code (+852) and currency (HKD). */
  phoneCode?: string;
  currency?: string;
}

/** sys.dict.list answer. */
export interface DictListView {
  list: DictItem[];
}

/** The answer of system.holiday.disabledDates: a region's public holidays (YYYY-MM-DD), this year and next. */
export interface HolidayDatesView {
  name: string;
  dates: string[];
}
