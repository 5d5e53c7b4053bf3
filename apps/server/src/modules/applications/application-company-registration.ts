import { APPLICATION_DOCUMENT_MAX_FILES, documentDateProblem } from '@sme/shared/application-forms/documents';
import { slotOf } from '@sme/shared/application-forms/kinds';
import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { applicationCompanyRegistrationInput } from '@sme/shared/schemas/applications';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { RequestValidationError, fieldError } from '../../http/validation';
import { claimFiles, readFileBytes } from '../system';
import { checkCompleteAnswers, checkSubmissionDocuments, documentTooOld } from './application-checks';
import type { ApplicationDeps } from './application-deps';
import { insertDraft, parseDraftData } from './application-drafts';
import { notifySubmitted, submitLockedApplication } from './application-submission';
import type { ApplicationRow } from './application-transitions';
import { applicationDocuments } from './applications.tables';
import { assertClean, checkDocumentFile, documentMaxBytes } from './document-files';

type Input = z.output<typeof applicationCompanyRegistrationInput>;
type PlannedDocument = { slot: string; fileId: string; issueDate: string | null; signature: boolean };

/** Each listed document's slot and issue date, by the rules of an upload; 400 / 3003 / 3005 naming what is wrong. */
function planDocuments(input: Input, locale: Locale, now: Date): PlannedDocument[] {
  const perSlot = new Map<string, number>();
  const seen = new Set<string>();
  return input.documents.map((document, i) => {
    const slot = slotOf(input.kind, document.slot);
    if (!slot) throw fieldError(`documents.${i}.slot`, 'validation.invalid', document.slot);
    if (seen.has(document.fileId)) throw fieldError(`documents.${i}.fileId`, 'validation.invalid', document.fileId);
    seen.add(document.fileId);
    const held = (perSlot.get(slot.slot) ?? 0) + 1;
    perSlot.set(slot.slot, held);
    const max = slot.multiple ? APPLICATION_DOCUMENT_MAX_FILES : 1;
    if (held > max) throw new AppError(Codes.DOCUMENT_SLOT_FULL, { vars: { max } });
    if (slot.signature) return { slot: slot.slot, fileId: document.fileId, issueDate: null, signature: true };
    const issueDate = document.issueDate || undefined;
    if (!issueDate) throw fieldError(`documents.${i}.issueDate`, 'validation.required');
    const problem = documentDateProblem(issueDate, slot, now);
    if (problem === 'validation.documentTooOld') throw documentTooOld(locale, slot.slot, now);
    if (problem) throw new RequestValidationError([{ code: 'custom', path: ['documents', i, 'issueDate'], message: problem, input: issueDate }], 'body');
    return { slot: slot.slot, fileId: document.fileId, issueDate, signature: false };
  });
}

/**
 * application.companyRegistration (the spec's one-call registration): complete answers and files already uploaded
 * (system.file.upload) by slot become a submitted application in one transaction: created, files claimed (another
 * member's file answers 404), checked (type, size, virus scan), attached, submitted. Any refusal leaves nothing.
 */
export async function registerCompany(deps: ApplicationDeps, memberId: string, input: Input, locale: Locale, now = new Date()): Promise<ApplicationRow> {
  const data = parseDraftData(input.kind, input.data);
  await checkCompleteAnswers(deps.db, input.kind, data);
  const planned = planDocuments(input, locale, now);
  checkSubmissionDocuments(input.kind, data, planned, locale, now);
  const maxBytes = documentMaxBytes(deps.config.uploadMaxBytes);
  const row = await deps.db.transaction(async (tx) => {
    const claimed = new Map(
      (
        await claimFiles(
          tx,
          memberId,
          planned.map((d) => d.fileId),
          now,
        )
      ).map((f) => [f.id, f]),
    );
    const documents = [];
    for (const document of planned) {
      const file = claimed.get(document.fileId);
      if (!file) throw new AppError(Codes.NOT_FOUND);
      checkDocumentFile(document, file, maxBytes);
      if (deps.scanner.kind !== 'none') await assertClean(async () => deps.scanner.scanBytes(await readFileBytes(tx, deps.storage, file.id)));
      documents.push({
        slot: document.slot,
        fileId: file.id,
        name: file.name,
        mime: file.mime,
        size: file.size,
        sha256: file.sha256,
        issueDate: document.issueDate,
        uploadedAt: now,
      });
    }
    const draft = await insertDraft(tx, memberId, input.kind, data, locale, now);
    if (documents.length > 0) await tx.insert(applicationDocuments).values(documents.map((d) => ({ ...d, applicationId: draft.id })));
    return submitLockedApplication(tx, draft, locale, now);
  });
  await notifySubmitted(deps, row, false);
  return row;
}
