import { Codes } from '@sme/shared/codes';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../db/errors';

/** Helpers shared by the back-office catalogue writes (merchants, categories, tags, ads, rates). */

/** A 409 with a message saying what to do (the key is resolved in the request's language). */
export const conflict = (messageKey: string) => new AppError(Codes.CONFLICT, { messageKey });

/** A 404 of a row that does not exist. */
export const notFound = () => new AppError(Codes.NOT_FOUND);

/**
 * Run a write whose slug must be unique: a slug already taken answers 409 `messageKey`. The write itself relies on
 * the unique index, so two concurrent saves of one slug cannot both pass.
 */
export async function withUniqueSlug<T>(messageKey: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(messageKey);
    throw err;
  }
}
