import { Codes } from '@sme/shared/codes';
import type { FormInstance } from 'antd';
import { ApiError } from '@/lib/api';

/** One field problem of a 400 answer (`data.fields`), its message already in the request's language. */
interface FieldIssue {
  field: string;
  rule: string;
  message: string;
}

const isFieldIssue = (value: unknown): value is FieldIssue =>
  typeof value === 'object' && value !== null && typeof (value as FieldIssue).field === 'string' && typeof (value as FieldIssue).message === 'string';

/** The server's field name → the form's field name, where they differ (the captcha travels as two fields). */
const FIELD_ALIASES: Record<string, string> = { captchaKey: 'captcha', captchaCode: 'captcha' };

/**
 * Put a failed submission's errors on the form: the 400 answer's field list onto the matching fields, a wrong
 * captcha onto the captcha. Returns the message nobody could show on a field (the caller shows it above the
 * button), or null when every problem found its field or the client already toasted it.
 */
export function applyServerErrors(form: FormInstance, error: unknown, formFields: readonly string[]): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === Codes.CAPTCHA_INVALID.code) {
    form.setFields([{ name: 'captcha', errors: [error.message] }]);
    return null;
  }
  const raw = (error.data as { fields?: unknown } | null)?.fields;
  const issues = Array.isArray(raw) ? raw.filter(isFieldIssue) : [];
  const byField = new Map<string, string[]>();
  let unplaced: string | null = null;
  for (const issue of issues) {
    const name = FIELD_ALIASES[issue.field] ?? issue.field;
    if (formFields.includes(name)) byField.set(name, [...(byField.get(name) ?? []), issue.message]);
    else unplaced ??= issue.message;
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  // A 400 without usable field details is silent in the client (spec section 8), so say it here.
  if (error.code === Codes.BAD_REQUEST.code && byField.size === 0) return unplaced ?? error.message;
  return unplaced;
}

/** Drop empty optional strings so they travel as absent rather than as "". */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => !(typeof v === 'string' && v.trim() === ''))) as T;
}
