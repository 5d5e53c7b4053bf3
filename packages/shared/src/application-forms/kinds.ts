import type { z } from 'zod';
import type { AnswerRule } from './answer-rules';
import type { DocumentSlot } from './documents';
import {
  HK_COMPANY_CN_DICTIONARY_FIELDS,
  HK_COMPANY_CN_LAYOUT,
  HK_COMPANY_CN_RULES,
  HK_COMPANY_CN_SLOTS,
  hkCompanyCnDraft,
  hkCompanyCnForm,
} from './hk-company-cn';
import {
  HK_COMPANY_HK_DICTIONARY_FIELDS,
  HK_COMPANY_HK_LAYOUT,
  HK_COMPANY_HK_RULES,
  HK_COMPANY_HK_SLOTS,
  hkCompanyHkDraft,
  hkCompanyHkForm,
} from './hk-company-hk';

/**
 * Every kind of application the engine runs, and what is specific to each: its draft and full schemas, upload slots,
 * section layout, dictionary-coded fields and reference prefix. The engine (server module, web form shell, reviewer
 * view) reads only this registry, so a new kind (bank account, loan) is a schema, a layout and a registry entry.
 */

export const APPLICATION_KINDS = ['HK_COMPANY_CN_APPLICANT', 'HK_COMPANY_HK_APPLICANT'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** What the engine knows of one kind. */
export interface ApplicationForm {
  kind: ApplicationKind;
  /** Reference numbers read APP-<prefix>-<year>-<6 digits>. */
  referencePrefix: string;
  /** Any partial answers an autosave may hold. */
  draft: z.ZodType<Record<string, unknown>>;
  /** The complete, consistent answers a submission must be. */
  full: z.ZodType<Record<string, unknown>>;
  slots: readonly DocumentSlot<never>[];
  /** Sections in the order asked, with their fields (null: a list, reopened as a whole). */
  layout: Readonly<Record<string, readonly string[] | null>>;
  /** Rules between answers, run by the full schema and by the web form at the step showing their sections. */
  rules: readonly AnswerRule[];
  /** `<section>.<field>` → dictionary type, for coded answers. */
  dictionaryFields: Readonly<Record<string, string>>;
  /** Sections computed from another (section → the section it follows): reopened, and changed, with it. */
  derived: Readonly<Record<string, string>>;
  /** Identity numbers (personal data under the PDPO), masked for staff who are not reviewers; `*` stands for every list index. */
  idFields: readonly string[];
}

export const APPLICATION_FORMS: Readonly<Record<ApplicationKind, ApplicationForm>> = {
  HK_COMPANY_CN_APPLICANT: {
    kind: 'HK_COMPANY_CN_APPLICANT',
    referencePrefix: 'HK',
    draft: hkCompanyCnDraft,
    full: hkCompanyCnForm,
    slots: HK_COMPANY_CN_SLOTS,
    layout: HK_COMPANY_CN_LAYOUT,
    rules: HK_COMPANY_CN_RULES,
    dictionaryFields: HK_COMPANY_CN_DICTIONARY_FIELDS,
    derived: { officerCounts: 'officers' },
    idFields: ['applicant.passportNumber', 'representative.idNumber', 'officers.*.idNumber'],
  },
  HK_COMPANY_HK_APPLICANT: {
    kind: 'HK_COMPANY_HK_APPLICANT',
    referencePrefix: 'HK',
    draft: hkCompanyHkDraft,
    full: hkCompanyHkForm,
    slots: HK_COMPANY_HK_SLOTS,
    layout: HK_COMPANY_HK_LAYOUT,
    rules: HK_COMPANY_HK_RULES,
    dictionaryFields: HK_COMPANY_HK_DICTIONARY_FIELDS,
    derived: {},
    idFields: ['officers.*.idNumber'],
  },
};

/** The slot definition of a kind, or undefined for a code the kind does not have. */
export const slotOf = (kind: ApplicationKind, slot: string): DocumentSlot<never> | undefined => APPLICATION_FORMS[kind].slots.find((s) => s.slot === slot);

/**
 * Every path a reviewer may reopen for a kind: `<section>.<field>` for each field, the section name for a list, and
 * `document:<SLOT>` for each upload slot.
 */
export function reopenablePaths(kind: ApplicationKind): string[] {
  const form = APPLICATION_FORMS[kind];
  const fields = Object.entries(form.layout)
    .filter(([section]) => !form.derived[section])
    .flatMap(([section, keys]) => (keys ? keys.map((k) => `${section}.${k}`) : [section]));
  return [...fields, ...form.slots.map((s) => `document:${s.slot}`)];
}
