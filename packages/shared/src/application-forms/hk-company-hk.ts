import { z } from 'zod';
import { hasCompanySuffix } from './company-names';
import type { DocumentSlot } from './documents';
import { dayPair, emailPair, hkdPair, optionalTextField, phonePair, section, textField, tickedPair } from './form-fields';
import { officersList, officersRule } from './officers';
import { type AnswerRule, checkAnswerRules, issueAt, textOf } from './answer-rules';

/**
 * Hong Kong company registration for a Hong Kong applicant (/regHKComp, spec section 3), in two steps: step 1 the
 * applicant (phones, email, address, with address proof and HK ID copy), step 2 the new company (name, share capital,
 * nature of business, officers with an optional corporate shareholder, organisation chart and the corporate
 * shareholder's papers), then the declaration.
 */

const applicant = section({
  homePhone: optionalTextField(32),
  mobile: phonePair,
  email: emailPair,
  address: textField(300),
});

const company = section({
  newCompanyName: textField(200),
  /** HKD minor units. */
  shareCapitalMinor: hkdPair,
  /** A code of the natureOfBusiness dictionary. */
  natureOfBusiness: textField(40),
});

const declaration = section({
  accepted: tickedPair,
  signatoryName: textField(100),
  signedOn: dayPair,
});

export const hkCompanyHkDraft = z.object({
  applicant: applicant.draft.optional(),
  company: company.draft.optional(),
  officers: officersList.draft.optional(),
  declaration: declaration.draft.optional(),
});
export type HkCompanyHkDraft = z.output<typeof hkCompanyHkDraft>;

/** The rules between answers (the company name's suffix, the officers). */
export const HK_COMPANY_HK_RULES: readonly AnswerRule[] = [
  {
    sections: ['company'],
    check: (answers, ctx) => {
      const name = textOf(answers, 'company', 'newCompanyName');
      if (name && !hasCompanySuffix(name)) issueAt(ctx, 'validation.companyNameSuffix', ['company', 'newCompanyName']);
    },
  },
  officersRule({ corporateAllowed: true }),
];

export const hkCompanyHkForm = z
  .object({ applicant: applicant.full, company: company.full, officers: officersList.full, declaration: declaration.full })
  .superRefine((form, ctx) => checkAnswerRules(HK_COMPANY_HK_RULES, form, ctx));
export type HkCompanyHkForm = z.output<typeof hkCompanyHkForm>;

const hasCorporateShareholder = (data: HkCompanyHkDraft): boolean => Boolean(data.officers?.some((o) => o.type === 'CORPORATE'));

/** Step 1 proofs, step 2 company papers (the corporate shareholder's only when there is one), and the signature. */
export const HK_COMPANY_HK_SLOTS: readonly DocumentSlot<HkCompanyHkDraft>[] = [
  { slot: 'ADDRESS_PROOF', required: true, multiple: false, recent: true },
  { slot: 'HKID_COPY', required: true, multiple: false, recent: false },
  { slot: 'ORGANISATION_CHART', required: true, multiple: false, recent: false },
  { slot: 'CERTIFICATE_OF_INCORPORATION', required: hasCorporateShareholder, multiple: false, recent: false },
  { slot: 'ARTICLES', required: hasCorporateShareholder, multiple: false, recent: false },
  { slot: 'REGISTER_OF_DIRECTORS', required: hasCorporateShareholder, multiple: false, recent: false },
  { slot: 'REGISTER_OF_SHAREHOLDERS', required: hasCorporateShareholder, multiple: false, recent: false },
  { slot: 'OFFICER_ID_PROOFS', required: true, multiple: true, recent: false },
  { slot: 'OFFICER_ADDRESS_PROOFS', required: true, multiple: true, recent: true },
  { slot: 'SIGNATURE', required: true, multiple: false, recent: false, signature: true },
];

/** Step 1 is `applicant` (with ADDRESS_PROOF and HKID_COPY); step 2 the rest. */
export const HK_COMPANY_HK_LAYOUT = {
  applicant: applicant.keys,
  company: company.keys,
  officers: null,
  declaration: declaration.keys,
} as const satisfies Record<keyof typeof hkCompanyHkDraft.shape, readonly string[] | null>;

export const HK_COMPANY_HK_DICTIONARY_FIELDS = { 'company.natureOfBusiness': 'natureOfBusiness' } as const;
