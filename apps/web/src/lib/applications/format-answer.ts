import { APPLICATION_FORMS, type ApplicationKind } from '@sme/shared/application-forms/kinds';
import type { Locale } from '@sme/shared/constants';
import type { DictionaryLabels } from '@/lib/dictionary/dictionary-labels';
import { formatPrice } from '@/lib/format/format-price';
import { LOCALE_META } from '@/lib/i18n';

/**
 * An application's answers as words, the same for the applicant (review step, My applications) and the back office:
 * money from minor units, shares from basis points, days, yes/no, coded answers by their dictionary labels.
 */

/** Answers holding a country code that are not in a kind's dictionary fields: officers' nationalities. */
const COUNTRY_KEYS = new Set(['nationality']);
/** Answers that are codes of a fixed list (officer type and positions). */
const CHOICE_KEYS = new Set(['type', 'positions']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The words an answer needs from the reader's catalogue. */
export interface AnswerWords {
  yes: string;
  no: string;
  /** A code of a fixed list (INDIVIDUAL, DIRECTOR …) in words. */
  choice: (code: string) => string;
}

/** What formatting an answer needs besides the answer. */
export interface AnswerFormatContext {
  locale: Locale;
  dictionaries: DictionaryLabels;
  words: AnswerWords;
}

/** Whether an answer was left empty (a draft's fields may be missing or blank). */
export const isUnanswered = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A calendar day (YYYY-MM-DD) in the reader's language, read as that day wherever the reader is. */
export function formatDay(day: string, locale: Locale): string {
  if (!DAY.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Basis points as a percentage with two decimals, in integer arithmetic: 1250 → "12.50" (also the form input's value). */
export const bpToPercent = (bp: number): string =>
  `${bp < 0 ? '-' : ''}${Math.floor(Math.abs(Math.trunc(bp)) / 100)}.${String(Math.abs(Math.trunc(bp)) % 100).padStart(2, '0')}`;

/** Basis points as a shareholding to read: 2500 → "25.00 %". */
export const formatBasisPoints = (bp: number): string => `${bpToPercent(bp)} %`;

/** The dictionaries a kind's answers are coded in (its dictionary fields, and countries for nationalities). */
export const answerDictionaries = (kind: ApplicationKind): string[] => [...new Set([...Object.values(APPLICATION_FORMS[kind].dictionaryFields), 'countries'])];

/** The dictionary an answer is coded in (`<section>.<key>`), if any. */
function dictionaryOf(kind: ApplicationKind, path: string): string | undefined {
  const key = path.split('.').pop() ?? '';
  return APPLICATION_FORMS[kind].dictionaryFields[path] ?? (COUNTRY_KEYS.has(key) ? 'countries' : undefined);
}

/** One answer (at `<section>.<field>`) as words, or null when it was left empty. */
export function formatAnswer(kind: ApplicationKind, path: string, value: unknown, ctx: AnswerFormatContext): string | null {
  if (isUnanswered(value)) return null;
  const { locale, dictionaries, words } = ctx;
  const key = path.split('.').pop() ?? '';
  if (Array.isArray(value)) return value.map((v) => formatAnswer(kind, path, v, ctx) ?? '').join(', ');
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') {
    if (key.endsWith('Minor')) return formatPrice(value, 'HKD', locale);
    if (key.endsWith('Bp')) return formatBasisPoints(value);
    return String(value);
  }
  if (typeof value !== 'string') return JSON.stringify(value);
  const dictionary = dictionaryOf(kind, path);
  if (dictionary) return dictionaries[dictionary]?.[value] ?? value;
  if (DAY.test(value)) return formatDay(value, locale);
  if (CHOICE_KEYS.has(key)) return words.choice(value);
  return value;
}
