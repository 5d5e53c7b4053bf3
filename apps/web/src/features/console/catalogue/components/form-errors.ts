import type { FormInstance } from 'antd';
import { ApiError } from '@/lib/api';
import { applyServerErrors } from '@/lib/forms/server-errors';

/**
 * Put a failed save's errors on the form: 400 field problems on their fields, a 409 (slug in use) on the slug field.
 * Returns the message no field could show (for an alert above the button), or null.
 */
export function showSaveError(form: FormInstance, error: unknown, fields: readonly string[]): string | null {
  if (error instanceof ApiError && error.status === 409 && fields.includes('slug')) {
    form.setFields([{ name: 'slug', errors: [error.message] }]);
    return null;
  }
  const unplaced = applyServerErrors(form, error, fields);
  return unplaced ?? (error instanceof ApiError && error.status === 409 ? error.message : null);
}
