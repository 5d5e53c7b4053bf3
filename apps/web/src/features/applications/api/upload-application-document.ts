import { Codes } from '@sme/shared/codes';
import type { ApplicationDocumentUploadFields, ApplicationView } from '@sme/shared/schemas/applications';
import { apiUpload } from '@/lib/api';
import { APPLICATIONS_API } from './application-keys';

/** Refusals an upload card explains beside the file (too old, wrong type, too large, slot full, infected, bad date). */
export const UPLOAD_SAID_HERE: number[] = [
  Codes.BAD_REQUEST.code,
  Codes.DOCUMENT_TOO_OLD.code,
  Codes.DOCUMENT_SLOT_FULL.code,
  Codes.DOCUMENT_INFECTED.code,
  Codes.APPLICATION_NOT_REOPENED.code,
  Codes.FILE_TYPE_NOT_ALLOWED.code,
  Codes.FILE_TOO_LARGE.code,
];

/** POST application.document.upload (multipart): the slot's fields first, then the files under fileDatas; answers the application with its documents (a single-file slot is replaced). */
export function uploadApplicationDocument(fields: ApplicationDocumentUploadFields, files: File[]): Promise<ApplicationView> {
  const signed = { applicationId: fields.applicationId, slot: fields.slot, ...(fields.issueDate ? { issueDate: fields.issueDate } : {}) };
  return apiUpload<ApplicationView>(`${APPLICATIONS_API}/documents/upload`, signed, { fileDatas: files }, { silentCodes: UPLOAD_SAID_HERE });
}
