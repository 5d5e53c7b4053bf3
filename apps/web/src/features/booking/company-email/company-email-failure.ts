import { Codes, codeByNumber } from '@sme/shared/codes';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/forms/server-errors';

/** The form's fields: the address, then the code sent to it. */
export type CompanyEmailField = 'email' | 'code';
const FIELDS: readonly CompanyEmailField[] = ['email', 'code'];

/** The field a refusal is about; a rate limit (429) belongs to the field whose button was pressed. */
const FIELD_OF_CODE: Record<number, CompanyEmailField> = {
  [Codes.BOOKING_FREE_MAIL.code]: 'email',
  [Codes.OTP_INVALID.code]: 'code',
};

/**
 * Show a refused start or verify under its field, in the reader's language (our catalogue rather than the server's
 * words, so it matches the page). Codes the client already toasted are left alone.
 */
export function showCompanyEmailFailure(form: FormInstance, error: unknown, t: TFunction, pressed: CompanyEmailField): void {
  if (!(error instanceof ApiError)) return;
  if (error.code === Codes.BAD_REQUEST.code) {
    const unplaced = applyServerErrors(form, error, FIELDS);
    if (unplaced) form.setFields([{ name: pressed, errors: [unplaced] }]);
    return;
  }
  const field = FIELD_OF_CODE[error.code] ?? (error.code === Codes.TOO_MANY_REQUESTS.code ? pressed : undefined);
  const known = codeByNumber(error.code);
  if (field && known) form.setFields([{ name: field, errors: [t(`server:${known.key}`)] }]);
}

/** Seconds until a new code may be asked for, when the server refused a resend (4001). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== Codes.CODE_RESEND_TOO_SOON.code) return null;
  const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}
