import { APPLICATION_FORMS, type ApplicationKind } from '@sme/shared/application-forms/kinds';
import type { Locale } from '@sme/shared/constants';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_META, useLocale } from '@/lib/i18n';
import { formatPrice } from '@/lib/format/format-price';
import { type DictionaryLabels, useDictionaryLabels } from '@/lib/dictionary/dictionary-labels';

/**
 * The form's own words for its sections, fields, choices and upload slots (the applicationForms namespace of the
 * form pages), so the read-only view names every answer as the form asked it.
 */
export const sectionLabel = (t: TFunction, section: string): string => t(`applicationForms:sections.${section}`, { defaultValue: section });
/** A field's label under its section (a list section's entry fields too). */
export const fieldLabel = (t: TFunction, section: string, key: string): string => t(`applicationForms:fields.${section}.${key}`, { defaultValue: key });
/** An upload slot's label. */
export const slotLabel = (t: TFunction, slot: string): string => t(`applicationForms:slots.${slot}`, { defaultValue: slot });

/** Answers holding a country code that are not in a kind's dictionary fields: officers' nationalities. */
const COUNTRY_KEYS = new Set(['nationality']);
/** Answers that are codes of a fixed list (officer type and positions), worded by the form's `choices.<CODE>`. */
const CHOICE_KEYS = new Set(['type', 'positions']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (YYYY-MM-DD) in the reader's language, read as that day wherever the reader is. */
export function formatDay(day: string, locale: Locale): string {
  if (!DAY.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALE_META[locale].htmlLang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Basis points as a percentage with two decimals (2500 → "25.00 %"), in integer arithmetic. */
export function formatBasisPoints(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bp));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} %`;
}

/** The dictionary an answer is coded in (`<section>.<key>`), if any. */
function dictionaryOf(kind: ApplicationKind, path: string): string | undefined {
  const key = path.split('.').pop() ?? '';
  return APPLICATION_FORMS[kind].dictionaryFields[path] ?? (COUNTRY_KEYS.has(key) ? 'countries' : undefined);
}

/** One answer as words: money from minor units, shares from basis points, yes/no, days, coded values by their labels. */
export function formatAnswer(
  kind: ApplicationKind,
  path: string,
  value: unknown,
  ctx: { t: TFunction; locale: Locale; dictionaries: DictionaryLabels },
): string {
  const { t, locale, dictionaries } = ctx;
  const key = path.split('.').pop() ?? '';
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return t('value.empty');
  if (Array.isArray(value)) return value.map((v) => formatAnswer(kind, path, v, ctx)).join(', ');
  if (typeof value === 'boolean') return t(value ? 'value.yes' : 'value.no');
  if (typeof value === 'number') {
    if (key.endsWith('Minor')) return formatPrice(value, 'HKD', locale);
    if (key.endsWith('Bp')) return formatBasisPoints(value);
    return String(value);
  }
  if (typeof value !== 'string') return JSON.stringify(value);
  const dictionary = dictionaryOf(kind, path);
  if (dictionary) return dictionaries[dictionary]?.[value] ?? value;
  if (DAY.test(value)) return formatDay(value, locale);
  if (CHOICE_KEYS.has(key)) return t(`applicationForms:choices.${value}`, { defaultValue: value });
  return value;
}

/** Hook: formatAnswer for one kind, with the kind's dictionaries (and countries) loaded in the reader's language. */
export function useAnswerFormat(kind: ApplicationKind) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  const types = useMemo(() => [...new Set([...Object.values(APPLICATION_FORMS[kind].dictionaryFields), 'countries'])], [kind]);
  const dictionaries = useDictionaryLabels(types);
  return useCallback((path: string, value: unknown) => formatAnswer(kind, path, value, { t, locale, dictionaries }), [kind, t, locale, dictionaries]);
}

/** A path a reviewer reopened, in words: a field under its section, a whole list, or a document slot. */
export function pathLabel(t: TFunction, path: string): string {
  if (path.startsWith('document:')) {
    const slot = path.slice('document:'.length);
    return slotLabel(t, slot);
  }
  const [section = '', key] = path.split('.');
  return key ? `${sectionLabel(t, section)} — ${fieldLabel(t, section, key)}` : sectionLabel(t, section);
}
