import type { Storage } from './integrations/storage/storage';
import { APPLICATION_DOCUMENT_RETENTION_JOB, deleteClosedApplicationDocuments } from './modules/applications';
import { BOOKING_REMINDER_JOB, type BookingNoticeDeps, sendBookingReminder } from './modules/booking';
import { RENEWAL_REMINDER_JOB, type RenewalReminderDeps, sendRenewalReminder } from './modules/membership';
import { closeUnpaidOrder, PAYMENT_TIMEOUT_JOB } from './modules/orders';
import { FILE_SWEEP_JOB, sweepUnclaimedFiles } from './modules/system';
import type { JobHandlers } from './jobs/job-queue';

/** The job kinds whose handlers need nothing but their transaction. */
export const JOB_HANDLERS: JobHandlers = {
  [PAYMENT_TIMEOUT_JOB]: closeUnpaidOrder,
};

/** What the jobs that mail need: the mailer, the public address their links point to, the adviser calls' join-link template. */
export type MailJobDeps = RenewalReminderDeps & BookingNoticeDeps;

/**
 * Every job kind the servers run, with its handler (the worker uses this table): JOB_HANDLERS and those that need the
 * storage or the mailer.
 */
export function allJobHandlers(storage: Storage, mail: MailJobDeps): JobHandlers {
  return {
    ...JOB_HANDLERS,
    [FILE_SWEEP_JOB]: sweepUnclaimedFiles(storage),
    [APPLICATION_DOCUMENT_RETENTION_JOB]: deleteClosedApplicationDocuments(storage),
    [RENEWAL_REMINDER_JOB]: sendRenewalReminder(mail),
    [BOOKING_REMINDER_JOB]: sendBookingReminder(mail),
  };
}
