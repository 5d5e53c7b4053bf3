import { APPLICATION_DOCUMENT_MAX_FILES } from '@sme/shared/application-forms/documents';
import {
  applicationCompanyRegistrationInput,
  applicationDocumentParams,
  applicationDocumentUploadFields,
  applicationIdInput,
  applicationListQuery,
  applicationSaveDraftInput,
  applicationSubmitInput,
  applicationWithdrawInput,
} from '@sme/shared/schemas/applications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../http/rate-limit';
import { memberIdOf, requireMember } from '../../http/session';
import type { VirusScanner } from '../../integrations/virus-scan/virus-scanner';
import { registerCompany } from './application-company-registration';
import type { ApplicationDeps } from './application-deps';
import { uploadApplicationDocuments } from './application-document-upload';
import { deleteOwnDocument, downloadOwnDocument } from './application-documents';
import { deleteApplicationDraft, saveApplicationDraft } from './application-drafts';
import { applicationDetail, listApplications, loadApplicationView } from './application-records';
import { submitApplication, withdrawApplication } from './application-submission';
import type { ApplicationRow } from './application-transitions';
import { applicationListSchema, applicationSchema } from './applications.schemas';
import { attachmentDisposition } from './document-files';

/** What app.ts passes the engine's routes. */
export interface ApplicationEngineOptions {
  virusScanner: VirusScanner;
}

const tags = ['applications'];
const applicationAnswer = { 200: envelopeSchema(applicationSchema) };

/**
 * The applications engine for signed-in members (company registration now; bank account and loan next): drafts
 * saved as the form is filled (optimistic version), submission, the one-call company registration, withdrawal,
 * draft deletion and documents. Every query is scoped to the session's member: another member's application or
 * document answers 404.
 */
export const applicationEngineRoutes: FastifyPluginAsyncZod<ApplicationEngineOptions> = async (app, options) => {
  const member = { preValidation: requireMember };
  const deps = (request: FastifyRequest): ApplicationDeps => ({
    db: app.db,
    storage: app.storage,
    mailer: app.mailer,
    scanner: options.virusScanner,
    config: app.config,
    log: request.log,
  });
  const view = async (row: ApplicationRow) => ok(await loadApplicationView(app.db, row));

  app.get('/api/v1/applications', {
    ...member,
    schema: {
      operationId: 'application.list',
      tags,
      summary:
        '“My applications”: the member’s applications, last changed first, optionally in one status, with the latest reviewer message; one page (page from 1, size up to 50)',
      querystring: applicationListQuery,
      response: { 200: envelopeSchema(applicationListSchema) },
    },
    handler: async (request) => ok(await listApplications(app.db, memberIdOf(request), request.query)),
  });

  app.get('/api/v1/applications/:id', {
    ...member,
    schema: {
      operationId: 'application.detail',
      tags,
      summary:
        'eform detail: one of the member’s applications in full (answers, documents, history, what is reopened), to resume from any device. Another member’s answers 404',
      params: applicationIdInput,
      response: applicationAnswer,
    },
    handler: async (request) => ok(await applicationDetail(app.db, memberIdOf(request), request.params.id)),
  });

  app.post('/api/v1/applications/draft', {
    ...member,
    schema: {
      operationId: 'application.saveDraft',
      tags,
      summary:
        'eform insert (JSON): without id, a new draft (reference APP-<prefix>-<year>-<6 digits>); with id and the version loaded, saves the answers (version + 1). ' +
        'Answers checked with the kind’s draft schema (400 naming the field); a newer version saved elsewhere 3001; not a draft nor more information required 3002; a field not reopened 3004',
      body: applicationSaveDraftInput,
      response: applicationAnswer,
    },
    handler: async (request) => view(await saveApplicationDraft(app.db, memberIdOf(request), request.body, request.locale)),
  });

  app.post('/api/v1/applications/submit', {
    ...member,
    schema: {
      operationId: 'application.submit',
      tags,
      summary:
        'eform submit, and resubmission after a request for more information: the full schema and dictionaries (400 naming the fields), required documents (400 documents.<SLOT>), ' +
        'proofs issued within 3 months (3003 naming the document); a confirmation mail follows. Submitting the same version again answers the submitted application; a newer version 3001',
      body: applicationSubmitInput,
      response: applicationAnswer,
    },
    handler: async (request) => view(await submitApplication(deps(request), memberIdOf(request), request.body, request.locale)),
  });

  app.post('/api/v1/applications/companyRegistration', {
    ...member,
    schema: {
      operationId: 'application.companyRegistration',
      tags,
      summary:
        'Company registration in one call (JSON): complete answers and files uploaded with system.file.upload, by slot and issue date, become a submitted application in one transaction. ' +
        'Another member’s file 404; a type other than PDF, JPEG or PNG 4150; the rules of submit otherwise',
      body: applicationCompanyRegistrationInput,
      response: applicationAnswer,
    },
    handler: async (request) => view(await registerCompany(deps(request), memberIdOf(request), request.body, request.locale)),
  });

  app.post('/api/v1/applications/withdraw', {
    ...member,
    schema: {
      operationId: 'application.withdraw',
      tags,
      summary:
        'Withdraw a submitted application, or one waiting for more information, with an optional reason; 3002 in any other status. Its documents are deleted after the retention period',
      body: applicationWithdrawInput,
      response: applicationAnswer,
    },
    handler: async (request) => view(await withdrawApplication(deps(request), memberIdOf(request), request.body)),
  });

  app.post('/api/v1/applications/deleteDraft', {
    ...member,
    schema: {
      operationId: 'application.deleteDraft',
      tags,
      summary: 'Delete a draft with its documents and their stored files; 3002 once submitted',
      body: applicationIdInput,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await deleteApplicationDraft(app.db, app.storage, memberIdOf(request), request.body.id);
      return ok(null);
    },
  });

  app.post('/api/v1/applications/documents/upload', {
    ...member,
    schema: {
      operationId: 'application.document.upload',
      tags,
      summary:
        `Multipart: the fields applicationId, slot, issueDate (YYYY-MM-DD; not for SIGNATURE), then up to ${APPLICATION_DOCUMENT_MAX_FILES} files under fileDatas / cFiles: PDF, JPEG or PNG by content (the signature PNG), at most 10 MB each; ` +
        'stored encrypted after a virus scan (3006). A single-file slot is replaced; a full slot 3005; a proof older than 3 months 3003; a slot not reopened 3004; an unknown slot 400',
      consumes: ['multipart/form-data'],
      body: applicationDocumentUploadFields,
      response: applicationAnswer,
    },
    config: { rateLimit: RATE_LIMITS.upload, uploads: { maxFiles: APPLICATION_DOCUMENT_MAX_FILES } },
    handler: async (request) => view(await uploadApplicationDocuments(deps(request), memberIdOf(request), request.body, request.uploads, request.locale)),
  });

  app.get('/api/v1/applications/:id/documents/:documentId', {
    ...member,
    schema: {
      operationId: 'application.document.download',
      tags,
      summary: 'One of the member’s documents, decrypted, as an attachment with its stored type (never cached). Another member’s answers 404',
      params: applicationDocumentParams,
    },
    handler: async (request, reply) => {
      const file = await downloadOwnDocument(app.db, app.storage, memberIdOf(request), request.params.id, request.params.documentId);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });

  app.post('/api/v1/applications/:id/documents/:documentId/delete', {
    ...member,
    schema: {
      operationId: 'application.document.delete',
      tags,
      summary: 'Delete a document (and its stored file) while the application is editable; only a reopened slot when more information is required (3004)',
      params: applicationDocumentParams,
      response: applicationAnswer,
    },
    handler: async (request) => view(await deleteOwnDocument(app.db, app.storage, memberIdOf(request), request.params.id, request.params.documentId)),
  });
};
