import type { Locale } from '@sme/shared/constants';
import type { TFunction } from 'i18next';
import { formatPrice } from '@/lib/format/format-price';
import { LOCALE_META } from '@/lib/i18n';
import type { DictionaryLabels } from '@/lib/dictionary/dictionary-labels';

/** What formatting an answer needs besides the answer: translations, the reader's locale, dictionary labels. */
export interface AnswerContext {
  t: TFunction;
  locale: Locale;
  dictionaries: DictionaryLabels;
  /** The dictionary type of this field, when its answer is a code. */
  dictionary?: string | undefined;
}

/** Whether an answer was left empty (a draft's fields may be missing or blank). */
export const isUnanswered = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Basis points as a percentage in the reader's locale: 3333 → "33.33%". */
export function formatBasisPoints(bp: number, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_META[locale].htmlLang, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/**
 * One answer of an application as text: HKD amounts (fields named `…Minor`, in minor units) as money, shareholdings
 * (`…Bp`) as a percentage, yes/no for ticks, dictionary codes as their labels (the code itself when unknown).
 */
export function formatAnswer(field: string, value: unknown, { t, locale, dictionaries, dictionary }: AnswerContext): string {
  if (typeof value === 'number' && field.endsWith('Minor')) return formatPrice(value, 'HKD', locale);
  if (typeof value === 'number' && field.endsWith('Bp')) return formatBasisPoints(value, locale);
  if (typeof value === 'boolean') return t(value ? 'detail.yes' : 'detail.no');
  if (typeof value === 'string' && dictionary) return dictionaries[dictionary]?.[value] ?? value;
  if (Array.isArray(value)) return value.map((v) => formatAnswer(field, v, { t, locale, dictionaries, dictionary })).join(', ');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Whether a path is one of the kind's identity numbers (idFields; `*` there stands for any list index, as passed here). */
export const isIdField = (idFields: readonly string[], path: string): boolean => idFields.includes(path);
