import { APPLICATION_DOCUMENT_MAX_BYTES, APPLICATION_DOCUMENT_TYPES, type DocumentSlot } from '@sme/shared/application-forms/documents';
import { Codes } from '@sme/shared/codes';
import { AppError } from '../../http/app-error';
import type { ScanResult } from '../../integrations/virus-scan/virus-scanner';

/** The files a document slot takes: PDF, JPEG or PNG by content (the signature a PNG), at most 10 MB (or UPLOAD_MAX_BYTES if lower). */

/** The largest document file: 10 MB, or the upload limit when it is lower. */
export const documentMaxBytes = (uploadMaxBytes: number): number => Math.min(uploadMaxBytes, APPLICATION_DOCUMENT_MAX_BYTES);

/** 413 for a file over the limit; 4150 for a type (read from the content) the slot does not take. */
export function checkDocumentFile(slot: Pick<DocumentSlot, 'signature'>, file: { mime: string | undefined; size: number }, maxBytes: number): void {
  if (file.size > maxBytes) throw new AppError(Codes.FILE_TOO_LARGE);
  const allowed: readonly string[] = slot.signature ? ['image/png'] : APPLICATION_DOCUMENT_TYPES;
  if (!file.mime || !allowed.includes(file.mime)) throw new AppError(Codes.FILE_TYPE_NOT_ALLOWED);
}

/** Runs a scan: 3006 when it finds something; 503 when the scanner cannot answer (a file is never stored unscanned). */
export async function assertClean(scan: () => Promise<ScanResult>): Promise<void> {
  let result: ScanResult;
  try {
    result = await scan();
  } catch (err) {
    throw Object.assign(new AppError(Codes.SERVICE_UNAVAILABLE), { cause: err });
  }
  if (!result.clean) throw new AppError(Codes.DOCUMENT_INFECTED, { vars: { virus: result.virus } });
}

/** `attachment` with the stored name: an ASCII fallback, and the name itself in RFC 5987 form for non-ASCII names. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
