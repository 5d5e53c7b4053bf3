/**
 * The application state machine (company registration now; bank account and loan on the same engine next).
 * DRAFT → SUBMITTED → IN_REVIEW → MORE_INFO_REQUIRED → (resubmitted) IN_REVIEW → APPROVED or REJECTED; the
 * applicant may withdraw before a decision. A draft is deleted, not withdrawn.
 */

export const APPLICATION_STATUSES = ['DRAFT', 'SUBMITTED', 'IN_REVIEW', 'MORE_INFO_REQUIRED', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Who moved an application: the applicant or a reviewer. */
export const APPLICATION_ACTORS = ['APPLICANT', 'REVIEWER'] as const;
export type ApplicationActor = (typeof APPLICATION_ACTORS)[number];

/** Allowed next states, and who may take each step. */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, Readonly<Partial<Record<ApplicationStatus, ApplicationActor>>>>> = {
  DRAFT: { SUBMITTED: 'APPLICANT' },
  // A reviewer takes it (start review); until then the applicant may still withdraw it.
  SUBMITTED: { IN_REVIEW: 'REVIEWER', WITHDRAWN: 'APPLICANT' },
  IN_REVIEW: { MORE_INFO_REQUIRED: 'REVIEWER', APPROVED: 'REVIEWER', REJECTED: 'REVIEWER' },
  // The applicant answers (resubmit goes straight back to review) or gives up.
  MORE_INFO_REQUIRED: { IN_REVIEW: 'APPLICANT', WITHDRAWN: 'APPLICANT' },
  APPROVED: {},
  REJECTED: {},
  WITHDRAWN: {},
};

/** Whether `actor` may move an application from `from` to `to`. */
export function canTransitionApplication(from: ApplicationStatus, to: ApplicationStatus, actor: ApplicationActor): boolean {
  return APPLICATION_TRANSITIONS[from][to] === actor;
}

/** States in which the applicant edits (a draft everywhere; after a request for more information, only what was reopened). */
export const isApplicantEditable = (status: ApplicationStatus): boolean => status === 'DRAFT' || status === 'MORE_INFO_REQUIRED';

/** Final states: nothing moves them again; rejected and withdrawn ones lose their documents after the retention period. */
export const isApplicationClosed = (status: ApplicationStatus): boolean => status === 'APPROVED' || status === 'REJECTED' || status === 'WITHDRAWN';

/** A submitted application waiting longer than this for a reviewer shows the SLA badge (support reply within 24 hours, section 9). */
export const APPLICATION_REPLY_HOURS = 24;
