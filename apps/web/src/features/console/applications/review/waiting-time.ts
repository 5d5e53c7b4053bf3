import type { ApplicationStatus } from '@sme/shared/application-status';

/** Statuses in which the platform, not the applicant, owes the next step: their age is the waiting time shown. */
const WAITING_ON_REVIEW: readonly ApplicationStatus[] = ['SUBMITTED', 'IN_REVIEW'];

/** How long an application has waited for the platform, split for display; null when it is not waiting on a reviewer. */
export function waitingTime(
  status: ApplicationStatus,
  submittedAt: string | null,
  now: Date = new Date(),
): { days: number; hours: number; minutes: number } | null {
  if (!submittedAt || !WAITING_ON_REVIEW.includes(status)) return null;
  const since = Date.parse(submittedAt);
  if (Number.isNaN(since)) return null;
  const minutes = Math.max(0, Math.floor((now.getTime() - since) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
