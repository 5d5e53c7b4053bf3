import { isApplicantEditable } from '@sme/shared/application-status';
import { Codes } from '@sme/shared/codes';
import { changesOutsideReopened } from '@sme/shared/application-forms/reopen-rules';
import { AppError } from '../../http/app-error';
import type { ApplicationRow } from './application-transitions';

/**
 * What the applicant may change: a draft anything; after a request for more information only what the reviewer
 * reopened (answers by `<section>.<field>` or a whole list section, documents by `document:<SLOT>`); nothing otherwise.
 */

/** 3002 unless the applicant may edit the application in its status. */
export function assertEditable(row: ApplicationRow): void {
  if (!isApplicantEditable(row.status)) throw new AppError(Codes.APPLICATION_STATE);
}

/** 3002 unless editable; 3004 when more information is required and one of `paths` was not reopened. */
export function assertMayChange(row: ApplicationRow, paths: readonly string[]): void {
  assertEditable(row);
  if (row.status === 'MORE_INFO_REQUIRED' && changesOutsideReopened(paths, row.reopened).length > 0) throw new AppError(Codes.APPLICATION_NOT_REOPENED);
}

/** The reopen path of an upload slot. */
export const documentPath = (slot: string): string => `document:${slot}`;
