import { Codes } from '@sme/shared/codes';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { type ConsoleActor, auditActor } from '../../http/console-guard';
import type { Storage } from '../../integrations/storage/storage';
import { readApplicationDocument } from '../../modules/applications';
import { applicationDocuments } from '../../modules/applications/applications.tables';
import { recordAudit } from '../audit';
import { findReviewable, requireReviewer } from './review.service';

/** A reviewer's download of an applicant's document: personal data, so REVIEWER only and every download audited. */

/** Types a browser shows in place (the console previews them); anything else downloads. */
const PREVIEWABLE: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);

/** The bytes to send and how to present them. */
export interface DocumentDownload {
  bytes: Buffer;
  mime: string;
  /** The Content-Disposition header: inline for images and PDF, attachment otherwise, with the file's name. */
  disposition: string;
}

/** RFC 5987 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves but the header grammar does not allow. */
const extValue = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition with an ASCII fallback name and the exact name in filename* (RFC 6266). */
export function contentDisposition(mime: string, name: string): string {
  const type = PREVIEWABLE.has(mime) ? 'inline' : 'attachment';
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${extValue(name)}`;
}

/**
 * console.application.document: a document of a submitted application, decrypted, for a REVIEWER (others 403); a
 * document of another application, or of a draft, 404. The audit entry is written before the bytes leave.
 */
export async function downloadApplicationDocument(
  db: Database,
  storage: Storage,
  actor: ConsoleActor,
  params: { id: string; documentId: string },
): Promise<DocumentDownload> {
  requireReviewer(actor);
  const application = await findReviewable(db, params.id);
  const [document] = await db
    .select()
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.id, params.documentId), eq(applicationDocuments.applicationId, application.id)));
  if (!document) throw new AppError(Codes.NOT_FOUND, { messageKey: 'consoleApplications.documentNotFound' });
  const file = await readApplicationDocument(db, storage, application.id, document.id);
  await recordAudit(db, {
    ...auditActor(actor),
    action: 'console.application.document',
    targetType: 'application',
    targetId: application.id,
    merchantId: null,
    detail: { reference: application.reference, documentId: document.id, slot: document.slot, name: document.name },
  });
  return { bytes: file.bytes, mime: file.mime, disposition: contentDisposition(file.mime, file.name) };
}
