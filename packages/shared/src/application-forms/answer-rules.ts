import type { z } from 'zod';

/**
 * Rules between answers (a company name's suffix, an address required unless ticked N/A, the officers' shares adding
 * up to 100 %), written once per kind. They read answers as a draft holds them, checking only what is there, so the
 * same rule serves the kind's full schema (every section complete) and the web form's step (its own sections so far).
 */
export interface AnswerRule {
  /** The sections the rule reads: the web runs it at the step showing all of them. */
  sections: readonly string[];
  check: (answers: Record<string, unknown>, ctx: z.RefinementCtx) => void;
}

/** A section of the answers as an object (empty while unanswered). */
export const sectionOf = (answers: Record<string, unknown>, section: string): Record<string, unknown> =>
  answers[section] && typeof answers[section] === 'object' ? (answers[section] as Record<string, unknown>) : {};

/** A section's field as trimmed text ('' while unanswered). */
export const textOf = (answers: Record<string, unknown>, section: string, field: string): string => {
  const value = sectionOf(answers, section)[field];
  return typeof value === 'string' ? value.trim() : '';
};

/** Report a rule's message key on a field. */
export const issueAt = (ctx: z.RefinementCtx, key: string, path: (string | number)[]): void => ctx.addIssue({ code: 'custom', message: key, path });

/** Runs every rule (the full schema's refinement). */
export const checkAnswerRules = (rules: readonly AnswerRule[], answers: Record<string, unknown>, ctx: z.RefinementCtx): void => {
  for (const rule of rules) rule.check(answers, ctx);
};
