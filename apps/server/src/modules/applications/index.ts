/** The public face of modules/applications: all that code outside this folder may import from it. */
export { slotLabel } from './application-checks';
export { type ApplicationDocumentFile, readApplicationDocument } from './application-documents';
export { listApplications } from './application-records';
export { type ApplicationMailStatus, sendApplicationStatusMail } from './application-mail';
export { APPLICATION_DOCUMENT_RETENTION_JOB, deleteClosedApplicationDocuments, scheduleDocumentRetention } from './application-retention';
export { type ApplicationRow, type ApplicationStatusChange, transitionApplication } from './application-transitions';
export {
  type ApplicationDocumentRow,
  type ApplicationEventRow,
  applicationDocumentView,
  applicationEventView,
  applicationSummaryView,
  applicationView,
  lastReviewerMessage,
} from './application-views';
export { applicationDocumentSchema, applicationSchema } from './applications.schemas';
export { applicationsPlugin } from './applications.plugin';
export { attachmentDisposition } from './document-files';
