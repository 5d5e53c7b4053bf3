import type { FormInstance } from 'antd';
import { ApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { formFieldOf } from './promotion-form-values';

/**
 * Put a failed save's errors on a promotion form: field errors under the form's names (amounts are typed under other
 * names), and answers the message to show above the button — a 409 (code in use, terms locked, withdrawn) or a
 * problem no field shows — or null.
 */
export function showSaveError(form: FormInstance, error: unknown, formFields: readonly string[]): string | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.data as { fields?: Array<{ field: string }> } | null)?.fields;
  const renamed =
    error.code === 400 && Array.isArray(fields)
      ? new ApiError(error.message, error.code, error.status, { fields: fields.map((f) => ({ ...f, field: formFieldOf(f.field) })) })
      : error;
  const unplaced = applyServerErrors(form, renamed, formFields);
  return unplaced ?? (error.code === 409 ? error.message : null);
}
