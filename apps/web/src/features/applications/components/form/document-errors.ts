import { APPLICATION_DOCUMENT_MAX_BYTES, APPLICATION_DOCUMENT_TYPES } from '@sme/shared/application-forms/documents';
import { Codes } from '@sme/shared/codes';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api';

/** The largest file in whole megabytes, for messages. */
export const MAX_MB = APPLICATION_DOCUMENT_MAX_BYTES / (1024 * 1024);

/** What the file input accepts (types, and extensions for systems that report none). */
export const DOCUMENT_ACCEPT = [...APPLICATION_DOCUMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** Why a chosen file cannot be sent (type, size), as a message, or null; the server checks the content again. */
export function fileProblem(file: File, t: TFunction): string | null {
  const typeOk = file.type ? (APPLICATION_DOCUMENT_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return t('applicationForms:documents.wrongType', { name: file.name });
  if (file.size > APPLICATION_DOCUMENT_MAX_BYTES) return t('applicationForms:documents.tooLarge', { name: file.name, max: MAX_MB });
  return null;
}

/** A refused upload in the member's language: the server's own message (already in the request's language), else ours. */
export function uploadErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('applicationForms:documents.uploadFailed');
  // A body too large for the server's limit may be cut off before any envelope is written.
  if (error.status === 413 || error.code === Codes.FILE_TOO_LARGE.code) return t('applicationForms:documents.tooLarge', { name: '', max: MAX_MB });
  if (error.code === Codes.FILE_TYPE_NOT_ALLOWED.code) return t('applicationForms:documents.wrongTypeServer');
  const fields = (error.data as { fields?: { message?: unknown }[] } | null)?.fields;
  const first = Array.isArray(fields) ? fields.find((f) => typeof f.message === 'string')?.message : undefined;
  return typeof first === 'string' ? first : error.message || t('applicationForms:documents.uploadFailed');
}
