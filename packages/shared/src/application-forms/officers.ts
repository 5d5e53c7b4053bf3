import { z } from 'zod';
import type { AnswerRule } from './answer-rules';
import { choicePair, choicesPair, countryPair, intPair, list, section, textField } from './form-fields';

/** What an officer of the company is: a shareholder, a director, or both (the same person may be both). */
export const OFFICER_POSITIONS = ['SHAREHOLDER', 'DIRECTOR'] as const;
export type OfficerPosition = (typeof OFFICER_POSITIONS)[number];

/** A natural person, or a company holding shares (a corporate shareholder, Hong Kong applicants). */
export const OFFICER_TYPES = ['INDIVIDUAL', 'CORPORATE'] as const;

/** All of the company's shares, in basis points: shareholdings are whole hundredths of a percent and add up to 100.00 %. */
export const FULL_SHAREHOLDING_BP = 10_000;
/** Officers one application may list. */
export const MAX_OFFICERS = 20;

/** One holder: name, position(s), nationality (country of incorporation for a company), ID number (company number), shareholding. */
export const officerSection = section({
  type: choicePair(OFFICER_TYPES),
  name: textField(100),
  positions: choicesPair(OFFICER_POSITIONS),
  nationality: countryPair,
  idNumber: textField(40),
  shareholdingBp: intPair(0, FULL_SHAREHOLDING_BP),
});

/** The officers list: one to MAX_OFFICERS holders to submit. */
export const officersList = list(officerSection, 1, MAX_OFFICERS);

type Officer = z.output<typeof officerSection.full>;

/**
 * The rules of spec section 5 on a complete officers list, reported on `path`: at least one director who is a person
 * and at least one shareholder (the same person may be both); shareholders hold more than 0 and together exactly
 * 100 %; someone who is not a shareholder holds nothing; only Hong Kong applicants may list a corporate shareholder.
 */
export function checkOfficers(officers: readonly Officer[], ctx: z.RefinementCtx, path: string, options: { corporateAllowed: boolean }): void {
  const issue = (key: string, at: (string | number)[] = []) => ctx.addIssue({ code: 'custom', message: key, path: [path, ...at] });
  if (!officers.some((o) => o.positions.includes('DIRECTOR') && o.type === 'INDIVIDUAL')) issue('validation.officersNoDirector');
  const shareholders = officers.filter((o) => o.positions.includes('SHAREHOLDER'));
  if (shareholders.length === 0) issue('validation.officersNoShareholder');
  officers.forEach((o, i) => {
    if (o.type === 'CORPORATE' && !options.corporateAllowed) issue('validation.officerCorporateNotAllowed', [i, 'type']);
    if (o.type === 'CORPORATE' && o.positions.includes('DIRECTOR')) issue('validation.officerCorporateDirector', [i, 'positions']);
    const holds = o.positions.includes('SHAREHOLDER');
    if (holds && o.shareholdingBp === 0) issue('validation.officerShareholdingRequired', [i, 'shareholdingBp']);
    if (!holds && o.shareholdingBp !== 0) issue('validation.officerShareholdingNotShareholder', [i, 'shareholdingBp']);
  });
  const total = shareholders.reduce((sum, o) => sum + o.shareholdingBp, 0);
  if (shareholders.length > 0 && total !== FULL_SHAREHOLDING_BP) issue('validation.officersShareholdingTotal');
}

/** How many officers hold each position. */
export function countOfficers(officers: readonly { positions?: readonly OfficerPosition[] | undefined }[]): { shareholders: number; directors: number } {
  return {
    shareholders: officers.filter((o) => o.positions?.includes('SHAREHOLDER')).length,
    directors: officers.filter((o) => o.positions?.includes('DIRECTOR')).length,
  };
}

/**
 * The officers rule of a kind, on answers as a draft holds them: checkOfficers once every listed officer is complete
 * (an officer still being typed is its own fields' business).
 */
export function officersRule(options: { corporateAllowed: boolean }): AnswerRule {
  return {
    sections: ['officers'],
    check: (answers, ctx) => {
      const officers = z.array(officerSection.full).safeParse(answers.officers ?? []);
      if (officers.success) checkOfficers(officers.data, ctx, 'officers', options);
    },
  };
}
