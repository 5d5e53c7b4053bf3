import type { ApplicationKind } from '@sme/shared/application-forms/kinds';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { answerDictionaries, formatAnswer } from '@/lib/applications/format-answer';
import { useDictionaryLabels } from '@/lib/dictionary/dictionary-labels';
import { useLocale } from '@/lib/i18n';

/**
 * The form's own words for its sections, fields, choices and upload slots (the applicationForms namespace of the
 * form pages), so the read-only view names every answer as the form asked it.
 */
export const sectionLabel = (t: TFunction, section: string): string => t(`applicationForms:sections.${section}`, { defaultValue: section });
/** A field's label under its section (a list section's entry fields too). */
export const fieldLabel = (t: TFunction, section: string, key: string): string => t(`applicationForms:fields.${section}.${key}`, { defaultValue: key });
/** An upload slot's label. */
export const slotLabel = (t: TFunction, slot: string): string => t(`applicationForms:slots.${slot}`, { defaultValue: slot });

/** Hook: an answer of one kind as words (formatAnswer), with the kind's dictionaries loaded; "not answered" when empty. */
export function useAnswerFormat(kind: ApplicationKind) {
  const { t } = useTranslation('myApplications');
  const locale = useLocale();
  const dictionaries = useDictionaryLabels(useMemo(() => answerDictionaries(kind), [kind]));
  return useCallback(
    (path: string, value: unknown) =>
      formatAnswer(kind, path, value, {
        locale,
        dictionaries,
        words: { yes: t('value.yes'), no: t('value.no'), choice: (code) => t(`applicationForms:choices.${code}`, { defaultValue: code }) },
      }) ?? t('value.empty'),
    [kind, t, locale, dictionaries],
  );
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
