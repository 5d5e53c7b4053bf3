import { officerSection, checkOfficers } from '@sme/shared/application-forms/officers';
import { z } from 'zod';
import type { Answers } from '../form-model/form-spec';

/**
 * The officers rules of the company forms (at least one director and one shareholder, 100 % in all), run at the
 * officers step through the shared checkOfficers once every listed officer is complete.
 */
export function checkOfficersStep(data: Answers, ctx: z.RefinementCtx, corporateAllowed: boolean): void {
  const officers = z.array(officerSection.full).safeParse(data.officers ?? []);
  if (officers.success) checkOfficers(officers.data, ctx, 'officers', { corporateAllowed });
}

/** A section of the answers as an object (empty while unanswered). */
export const sectionOf = (data: Answers, section: string): Record<string, unknown> => (data[section] ?? {}) as Record<string, unknown>;

/** Report a rule's message key on a field. */
export const issueAt = (ctx: z.RefinementCtx, key: string, path: (string | number)[]): void => ctx.addIssue({ code: 'custom', message: key, path });
