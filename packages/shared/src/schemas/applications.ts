import { z } from 'zod';
import { type ApplicationActor, type ApplicationStatus, APPLICATION_STATUSES } from '../application-status';
import { type ApplicationKind, APPLICATION_KINDS } from '../application-forms/kinds';
import { captchaFields, emailField, optionalPhone, optionalText, requiredText, text } from './fields';

/** Contact-us form (connect submit). */
export const connectSubmitSchema = z.object({
  name: requiredText(100),
  email: emailField,
  phone: optionalPhone,
  company: optionalText(200),
  subject: optionalText(200),
  message: requiredText(2000),
  ...captchaFields,
});
export type ConnectSubmitInput = z.input<typeof connectSubmitSchema>;

export const FEEDBACK_CATEGORIES = ['SUGGESTION', 'PROBLEM', 'COMPLIMENT', 'OTHER'] as const;

/** Feedback form (feedback save). */
export const feedbackSaveSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: requiredText(2000),
  name: optionalText(100),
  email: emailField.optional().or(z.literal('').transform(() => undefined)),
  ...captchaFields,
});
export type FeedbackSaveInput = z.input<typeof feedbackSaveSchema>;

// ——— Applications engine (company registration now; bank account and loan next): endpoint contracts ———

/** A kind of application (application-forms/kinds.ts holds what each kind asks). */
export const applicationKindSchema = z.enum(APPLICATION_KINDS);
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** application.saveDraft (eform insert): create (no id) or save a draft; `version` is the one the client loaded (optimistic lock). */
export const applicationSaveDraftInput = z.object({
  id: z.uuid().optional(),
  kind: applicationKindSchema,
  /** Required with an id: the version this tab loaded; a newer one on the server answers 3001. */
  version: z.number().int().min(1).optional(),
  /** The answers so far, checked against the kind's draft schema by the server. */
  data: z.record(z.string(), z.unknown()),
});
export type ApplicationSaveDraftInput = z.input<typeof applicationSaveDraftInput>;

/** application.submit (eform submit) and resubmission after a request for more information. */
export const applicationSubmitInput = z.object({ id: z.uuid(), version: z.number().int().min(1) });
export type ApplicationSubmitInput = z.input<typeof applicationSubmitInput>;

/** application.withdraw: before a decision, with an optional reason. */
export const applicationWithdrawInput = z.object({ id: z.uuid(), reason: optionalText(500) });
export type ApplicationWithdrawInput = z.input<typeof applicationWithdrawInput>;

/** application.detail, application.deleteDraft. */
export const applicationIdInput = z.object({ id: z.uuid() });

/** application.list ("My applications"): newest change first. */
export const applicationListQuery = z.object({
  status: applicationStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/** application.document.upload: multipart fields before the files (fileDatas / cFiles). */
export const applicationDocumentUploadFields = z.object({
  applicationId: z.uuid(),
  slot: text().regex(/^[A-Z_]{2,40}$/, { error: 'validation.invalid' }),
  /** The day the document was issued; not asked for the signature (its day is the signing day). */
  issueDate: text().trim().optional(),
});
export type ApplicationDocumentUploadFields = z.input<typeof applicationDocumentUploadFields>;

/** application.document.download and application.document.delete. */
export const applicationDocumentParams = z.object({ id: z.uuid(), documentId: z.uuid() });

/** application.companyRegistration: the spec's one-call registration — complete answers and already uploaded files (system.file.upload) by slot. */
export const applicationCompanyRegistrationInput = z.object({
  kind: z.enum(['HK_COMPANY_CN_APPLICANT', 'HK_COMPANY_HK_APPLICANT']),
  data: z.record(z.string(), z.unknown()),
  documents: z.array(z.object({ slot: text().regex(/^[A-Z_]{2,40}$/), fileId: z.uuid(), issueDate: text().trim().optional() })).max(60),
});
export type ApplicationCompanyRegistrationInput = z.input<typeof applicationCompanyRegistrationInput>;

/** A stored document as its owner and reviewers see it (never a URL: downloads go through the API). */
export interface ApplicationDocumentView {
  id: string;
  slot: string;
  name: string;
  size: number;
  mime: string;
  /** YYYY-MM-DD; null for the signature. */
  issueDate: string | null;
  uploadedAt: string;
}

/** One step of an application's history as the applicant sees it (reviewers' internal notes are not in it). */
export interface ApplicationEventView {
  at: string;
  fromStatus: ApplicationStatus | null;
  toStatus: ApplicationStatus;
  actor: ApplicationActor;
  /** The reviewer's message (more information, rejection reason, approval note) or the applicant's withdrawal reason. */
  message: string | null;
  /** Paths reopened by a request for more information (reopenablePaths). */
  reopened: string[];
}

/** A row of "My applications". */
export interface ApplicationSummaryView {
  id: string;
  kind: ApplicationKind;
  reference: string;
  status: ApplicationStatus;
  version: number;
  /** The proposed company name (or the applicant's), to tell applications apart; null while empty. */
  title: string | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  /** The latest message from a reviewer, if any. */
  lastMessage: string | null;
}

/** An application in full for its applicant. */
export interface ApplicationView extends ApplicationSummaryView {
  data: Record<string, unknown>;
  documents: ApplicationDocumentView[];
  events: ApplicationEventView[];
  /** While more information is required: what the applicant may change (empty otherwise). */
  reopened: string[];
}

export interface ApplicationListView {
  list: ApplicationSummaryView[];
  total: number;
  page: number;
  size: number;
}
