import { DOCUMENT_MAX_AGE_MONTHS, documentDateProblem, isSlotRequired, monthsBefore } from '@sme/shared/application-forms/documents';
import { APPLICATION_FORMS, type ApplicationKind, slotOf } from '@sme/shared/application-forms/kinds';
import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { hkToday } from '@sme/shared/hk-day';
import { translate } from '@sme/shared/i18n/messages';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { RequestValidationError } from '../../http/validation';
import { listDictionary } from '../system';
import type { ApplicationDocumentRow } from './application-views';

/** What a submission must be beyond its draft: complete answers, coded answers from their dictionaries, documents. */

type Issue = z.core.$ZodIssue;
const issue = (path: (string | number)[], message: string, input?: unknown): Issue => ({ code: 'custom', path, message, input });

/** A slot's label in a locale (the mails and the 3003 message name documents by it). */
export const slotLabel = (locale: Locale, slot: string): string => translate(locale, `applications.slot.${slot}`);

/** 3003 naming the document and the first day a proof may be dated, for a proof issued too long before `now`. */
export function documentTooOld(locale: Locale, slot: string, now: Date): AppError {
  return new AppError(Codes.DOCUMENT_TOO_OLD, {
    vars: { document: slotLabel(locale, slot), since: monthsBefore(hkToday(now), DOCUMENT_MAX_AGE_MONTHS) },
  });
}

function valueAt(data: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data);
}

/** The codes of a dictionary type (countries included), as a set. */
async function codesOf(db: Database, type: string): Promise<Set<string>> {
  return new Set((await listDictionary(db, type, 'en_US'))?.map((item) => item.code) ?? []);
}

/**
 * The kind's full schema (every field, the rules between fields: officers, shareholdings, name suffixes), then the
 * dictionary-coded answers and officers' nationalities against the platform's dictionaries: 400 naming every field
 * that fails. Reads reference data only, so it runs before the submission's transaction.
 */
export async function checkCompleteAnswers(db: Database, kind: ApplicationKind, data: Record<string, unknown>): Promise<void> {
  const form = APPLICATION_FORMS[kind];
  const parsed = form.full.safeParse(data);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body');
  const issues: Issue[] = [];
  for (const [field, type] of Object.entries(form.dictionaryFields)) {
    const path = field.split('.');
    const value = valueAt(data, path);
    if (typeof value === 'string' && !(await codesOf(db, type)).has(value)) issues.push(issue(path, 'validation.invalid', value));
  }
  const countries = await codesOf(db, 'countries');
  const officers = Array.isArray(data.officers) ? (data.officers as Array<{ nationality?: unknown }>) : [];
  officers.forEach((officer, i) => {
    if (typeof officer.nationality === 'string' && !countries.has(officer.nationality))
      issues.push(issue(['officers', i, 'nationality'], 'validation.countryInvalid'));
  });
  if (issues.length > 0) throw new RequestValidationError(issues, 'body');
}

/**
 * The documents a submission needs, checked at the moment of submission: every required slot holds a file (400,
 * issue `documents.<SLOT>`), and every proof is still recent (3003 naming it: a proof fine at upload may have aged).
 */
export function checkSubmissionDocuments(
  kind: ApplicationKind,
  data: Record<string, unknown>,
  documents: readonly Pick<ApplicationDocumentRow, 'slot' | 'issueDate'>[],
  locale: Locale,
  now: Date,
): void {
  const held = new Set(documents.map((d) => d.slot));
  const missing = APPLICATION_FORMS[kind].slots.filter((slot) => isSlotRequired(slot, data) && !held.has(slot.slot));
  if (missing.length > 0)
    throw new RequestValidationError(
      missing.map((slot) => issue(['documents', slot.slot], 'validation.documentRequired')),
      'body',
    );
  for (const document of documents) {
    const slot = slotOf(kind, document.slot);
    if (slot?.recent && document.issueDate && documentDateProblem(document.issueDate, slot, now) === 'validation.documentTooOld') {
      throw documentTooOld(locale, slot.slot, now);
    }
  }
}
