import type { z } from 'zod';

/**
 * Zod issues → i18n message keys with their variables, so the server (400 answers) and the web
 * (form errors) say the same thing in the user's language. A schema may set its own key as the
 * message (`{ error: 'validation.emailInvalid' }`); otherwise the rule decides.
 */
export interface IssueMessage {
  /** Dotted path of the field, e.g. "items.0.quantity". */
  field: string;
  /** The rule that failed: required, tooShort, tooLong, tooSmall, tooBig, invalid, or a custom key's last part. */
  rule: string;
  key: string;
  vars: Record<string, string | number>;
}

/** The i18n key and variables of a zod issue, naming the field (server 400 answers and web form errors alike). */
export function issueMessage(issue: z.core.$ZodIssue): IssueMessage {
  const field = issue.path.map(String).join('.');
  if (issue.message.startsWith('validation.')) {
    return { field, rule: issue.message.slice('validation.'.length), key: issue.message, vars: {} };
  }
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' && min <= 1) return { field, rule: 'required', key: 'validation.required', vars: {} };
      if (issue.origin === 'string') return { field, rule: 'tooShort', key: 'validation.tooShort', vars: { min } };
      return { field, rule: 'tooSmall', key: 'validation.tooSmall', vars: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { field, rule: 'tooLong', key: 'validation.tooLong', vars: { max } };
      return { field, rule: 'tooBig', key: 'validation.tooBig', vars: { max } };
    }
    case 'invalid_type':
      if (issue.input === undefined) return { field, rule: 'required', key: 'validation.required', vars: {} };
      return { field, rule: 'invalid', key: 'validation.invalid', vars: {} };
    case 'invalid_format':
      if (issue.format === 'email') return { field, rule: 'emailInvalid', key: 'validation.emailInvalid', vars: {} };
      return { field, rule: 'invalid', key: 'validation.invalid', vars: {} };
    default:
      return { field, rule: 'invalid', key: 'validation.invalid', vars: {} };
  }
}
