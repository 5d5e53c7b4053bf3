import { Codes } from '@sme/shared/codes';
import { ApiError } from '@/lib/api';

/**
 * Sends a review action. When the server answers 3002 (the application's status no longer allows it: another reviewer
 * or the applicant moved it meanwhile) `onMoved` explains it on the page and the action resolves to null, so its
 * dialog closes; the action's hook has already read the application again. Other refusals stay with the dialog.
 */
export async function whenNotMoved<T>(send: () => Promise<T>, onMoved: () => void): Promise<T | null> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.code === Codes.APPLICATION_STATE.code) {
      onMoved();
      return null;
    }
    throw error;
  }
}
