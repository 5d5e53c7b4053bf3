import { z } from 'zod';
import { hasChineseSuffix, hasEnglishSuffix } from './company-names';
import type { DocumentSlot } from './documents';
import { dayPair, emailPair, hkdPair, intPair, optionalTextField, pastDayPair, phonePair, section, textField, tickedPair, yesNoPair } from './form-fields';
import { MAX_OFFICERS, type OfficerPosition, countOfficers, officersList, officersRule } from './officers';
import { type AnswerRule, checkAnswerRules, issueAt, sectionOf, textOf } from './answer-rules';

/**
 * Hong Kong company registration for an applicant resident in Mainland China (/regChinaComp, spec section 3): the
 * applicant, the proposed company, its officers, secretary and authorised representative, capital, documents and the
 * declaration. Fields marked "N/A allowed" by the spec take a tick instead of an answer.
 */

const applicant = section({
  englishFirstName: textField(50),
  englishMiddleName: optionalTextField(50),
  englishLastName: textField(50),
  chineseFullName: textField(50),
  dateOfBirth: pastDayPair,
  placeOfBirth: textField(100),
  passportNumber: textField(30),
  mainlandAddress: textField(300),
  contactNumber: phonePair,
  email: emailPair,
});

const company = section({
  proposedEnglishName: textField(200),
  proposedChineseName: optionalTextField(100),
  /** A code of the natureOfBusiness dictionary. */
  natureOfBusiness: textField(40),
  registeredOfficeAddress: textField(300),
  /** N/A allowed: operatingAddressNotApplicable ticked instead. */
  operatingAddress: optionalTextField(300),
  operatingAddressNotApplicable: yesNoPair,
});

const officerCounts = section({ shareholderCount: intPair(1, MAX_OFFICERS), directorCount: intPair(1, MAX_OFFICERS) });

const secretary = section({
  notApplicable: yesNoPair,
  name: optionalTextField(100),
  contact: optionalTextField(100),
});

const representative = section({
  name: textField(100),
  idNumber: textField(40),
  contact: phonePair,
});

const capital = section({
  /** HKD minor units. */
  estimatedInvestmentMinor: hkdPair,
  /** A code of the sourceOfFunds dictionary. */
  sourceOfFunds: textField(40),
});

const declaration = section({
  accepted: tickedPair,
  signatoryName: textField(100),
  signedOn: dayPair,
});

export const hkCompanyCnDraft = z.object({
  applicant: applicant.draft.optional(),
  company: company.draft.optional(),
  officerCounts: officerCounts.draft.optional(),
  officers: officersList.draft.optional(),
  secretary: secretary.draft.optional(),
  representative: representative.draft.optional(),
  capital: capital.draft.optional(),
  declaration: declaration.draft.optional(),
});
export type HkCompanyCnDraft = z.output<typeof hkCompanyCnDraft>;

/** The rules between answers (company names' suffixes, N/A ticks, officers and their counts). */
export const HK_COMPANY_CN_RULES: readonly AnswerRule[] = [
  {
    sections: ['company'],
    check: (answers, ctx) => {
      const english = textOf(answers, 'company', 'proposedEnglishName');
      const chinese = textOf(answers, 'company', 'proposedChineseName');
      if (english && !hasEnglishSuffix(english)) issueAt(ctx, 'validation.companyNameSuffixEnglish', ['company', 'proposedEnglishName']);
      if (chinese && !hasChineseSuffix(chinese)) issueAt(ctx, 'validation.companyNameSuffixChinese', ['company', 'proposedChineseName']);
      if (sectionOf(answers, 'company').operatingAddressNotApplicable !== true && !textOf(answers, 'company', 'operatingAddress'))
        issueAt(ctx, 'validation.required', ['company', 'operatingAddress']);
    },
  },
  {
    sections: ['secretary'],
    check: (answers, ctx) => {
      if (sectionOf(answers, 'secretary').notApplicable === true) return;
      for (const field of ['name', 'contact']) if (!textOf(answers, 'secretary', field)) issueAt(ctx, 'validation.required', ['secretary', field]);
    },
  },
  officersRule({ corporateAllowed: false }),
  {
    // The counts follow the list (the web derives them); a client sending other numbers is refused.
    sections: ['officerCounts', 'officers'],
    check: (answers, ctx) => {
      const counted = countOfficers(Array.isArray(answers.officers) ? (answers.officers as { positions?: OfficerPosition[] }[]) : []);
      const counts = sectionOf(answers, 'officerCounts');
      if (counts.shareholderCount !== counted.shareholders) issueAt(ctx, 'validation.officerCountMismatch', ['officerCounts', 'shareholderCount']);
      if (counts.directorCount !== counted.directors) issueAt(ctx, 'validation.officerCountMismatch', ['officerCounts', 'directorCount']);
    },
  },
];

/** The complete form a submission must be, with the rules between fields. */
export const hkCompanyCnForm = z
  .object({
    applicant: applicant.full,
    company: company.full,
    officerCounts: officerCounts.full,
    officers: officersList.full,
    secretary: secretary.full,
    representative: representative.full,
    capital: capital.full,
    declaration: declaration.full,
  })
  .superRefine((form, ctx) => checkAnswerRules(HK_COMPANY_CN_RULES, form, ctx));
export type HkCompanyCnForm = z.output<typeof hkCompanyCnForm>;

/** The upload slots of the form (spec: passport copy, proof of address (required), CVs, business plan, others). */
export const HK_COMPANY_CN_SLOTS: readonly DocumentSlot<HkCompanyCnDraft>[] = [
  { slot: 'PASSPORT_COPY', required: true, multiple: false, recent: false },
  { slot: 'PROOF_OF_ADDRESS', required: true, multiple: false, recent: true },
  { slot: 'OFFICER_CVS', required: false, multiple: true, recent: false },
  { slot: 'BUSINESS_PLAN', required: false, multiple: false, recent: false },
  { slot: 'OTHERS', required: false, multiple: true, recent: false },
  { slot: 'SIGNATURE', required: true, multiple: false, recent: false, signature: true },
];

/** The sections in the order the form asks them (the web's steps; reviewers reopen fields by `<section>.<field>` or a whole list). */
export const HK_COMPANY_CN_LAYOUT = {
  applicant: applicant.keys,
  company: company.keys,
  officerCounts: officerCounts.keys,
  officers: null,
  secretary: secretary.keys,
  representative: representative.keys,
  capital: capital.keys,
  declaration: declaration.keys,
} as const satisfies Record<keyof typeof hkCompanyCnDraft.shape, readonly string[] | null>;

/** Dictionary-coded fields and their dictionary type (the server checks the code exists). */
export const HK_COMPANY_CN_DICTIONARY_FIELDS = { 'company.natureOfBusiness': 'natureOfBusiness', 'capital.sourceOfFunds': 'sourceOfFunds' } as const;
