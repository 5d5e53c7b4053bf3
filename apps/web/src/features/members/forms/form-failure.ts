import { Codes, codeByNumber, SILENT_CODES } from '@sme/shared/codes';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { INLINE_CODES } from '../api/inline-codes';

/** The form field a business code is about, when the form has that field. */
const FIELD_OF_CODE: Record<number, string> = {
  [Codes.OTP_INVALID.code]: 'code',
  [Codes.CODE_RESEND_TOO_SOON.code]: 'code',
  [Codes.EMAIL_REGISTERED.code]: 'email',
  [Codes.MOBILE_REGISTERED.code]: 'mobile',
  [Codes.CAPTCHA_INVALID.code]: 'captcha',
};

/**
 * The message of a failed account call in the reader's current language, or null when the API client already
 * toasted it. Known codes read from our own catalogue, so switching language after the failure translates it too.
 */
export function failureText(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError)) return null;
  if (!SILENT_CODES.includes(error.code) && !INLINE_CODES.includes(error.code)) return null;
  const known = codeByNumber(error.code);
  return known && error.code !== Codes.BAD_REQUEST.code ? t(`server:${known.key}`) : error.message;
}

/**
 * Show a failed submission on the form: schema errors (400) and codes about one field on that field. Returns the
 * message for the alert above the button, or null when every problem found its place or was already toasted.
 */
export function placeFailure(form: FormInstance, error: unknown, t: TFunction, fields: readonly string[]): string | null {
  if (error instanceof ApiError && error.code === Codes.BAD_REQUEST.code) return applyServerErrors(form, error, fields);
  const text = failureText(error, t);
  const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
  if (text && field && fields.includes(field)) {
    form.setFields([{ name: field, errors: [text] }]);
    return null;
  }
  return text;
}

/** Seconds until a new code may be asked for, when the server refused a resend (4001). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== Codes.CODE_RESEND_TOO_SOON.code) return null;
  const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}
