import {
  consoleApplicationApproveInput,
  consoleApplicationDocumentParams,
  consoleApplicationIdInput,
  consoleApplicationListQuery,
  consoleApplicationNoteInput,
  consoleApplicationRejectInput,
  consoleApplicationRequestInfoInput,
} from '@sme/shared/schemas/console-applications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleActorOf, requireConsole } from '../../http/console-guard';
import { envelopeSchema, ok } from '../../http/envelope';
import { type ReviewDeps, addReviewNote, approveApplication, rejectApplication, requestInfo, startReview } from './review-actions';
import { downloadApplicationDocument } from './review-document';
import { consoleApplicationListSchema, consoleApplicationSchema } from './review.schemas';
import { consoleApplicationDetail, listConsoleApplications } from './review.service';

const BASE = '/api/v1/console/applications';
const SCOPE = 'Admins and reviewers; a merchant’s staff or a member 403, no second factor 403';
const DECISION =
  'REVIEWER only (an admin 403 5403); a step the state machine does not allow from the current status, or one another reviewer took first, 409 3002 and nothing changes. ' +
  'Audited; the applicant is mailed. Answers the application as it now stands';

/** Back-office review of applications: the queue, one application in full, the reviewer's decisions, internal notes and document downloads. */
export const consoleReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN', 'REVIEWER']) };
  const tags = ['console'];
  const deps = (): ReviewDeps => ({ db: app.db, mailer: app.mailer, log: app.log, documentRetentionDays: app.config.applicationDocumentRetentionDays });
  const answer = { 200: envelopeSchema(consoleApplicationSchema) };

  app.get(`${BASE}/list`, {
    ...guard,
    schema: {
      operationId: 'console.application.list',
      tags,
      summary:
        'The queue of submitted applications (drafts never): kind, status, submitted from/to (Hong Kong days, both included), reference and applicant (name or email, part of either), overdue (waiting for a reviewer longer than the reply time). ' +
        `Open ones first, the longest waiting on top; applicant email masked. ${SCOPE}`,
      querystring: consoleApplicationListQuery,
      response: { 200: envelopeSchema(consoleApplicationListSchema) },
    },
    handler: async (request) => ok(await listConsoleApplications(app.db, request.query)),
  });

  app.get(`${BASE}/detail/:id`, {
    ...guard,
    schema: {
      operationId: 'console.application.detail',
      tags,
      summary: `Every answer, the history with internal notes and who acted; identity numbers masked and no documents unless the viewer is a REVIEWER. A draft or unknown id 404. ${SCOPE}`,
      params: consoleApplicationIdInput,
      response: answer,
    },
    handler: async (request) => ok(await consoleApplicationDetail(app.db, consoleActorOf(request), request.params.id)),
  });

  app.post(`${BASE}/startReview`, {
    ...guard,
    schema: {
      operationId: 'console.application.startReview',
      tags,
      summary: `Take a submitted application: SUBMITTED → IN_REVIEW, the acting reviewer becomes its reviewer. ${DECISION}`,
      body: consoleApplicationIdInput,
      response: answer,
    },
    handler: async (request) => ok(await startReview(deps(), consoleActorOf(request), request.body.id)),
  });

  app.post(`${BASE}/requestInfo`, {
    ...guard,
    schema: {
      operationId: 'console.application.requestInfo',
      tags,
      summary:
        'Ask the applicant for more information: IN_REVIEW → MORE_INFO_REQUIRED with a message and what to reopen (fields `<section>.<field>`, a list by its section, `document:<SLOT>`); ' +
        `anything the kind cannot reopen 400 naming reopen. ${DECISION}`,
      body: consoleApplicationRequestInfoInput,
      response: answer,
    },
    handler: async (request) => ok(await requestInfo(deps(), consoleActorOf(request), request.body)),
  });

  app.post(`${BASE}/approve`, {
    ...guard,
    schema: {
      operationId: 'console.application.approve',
      tags,
      summary: `Approve: IN_REVIEW → APPROVED, with an optional message to the applicant. ${DECISION}`,
      body: consoleApplicationApproveInput,
      response: answer,
    },
    handler: async (request) => ok(await approveApplication(deps(), consoleActorOf(request), request.body)),
  });

  app.post(`${BASE}/reject`, {
    ...guard,
    schema: {
      operationId: 'console.application.reject',
      tags,
      summary: `Reject with the reason (sent to the applicant): IN_REVIEW → REJECTED; the documents are deleted after the retention period. ${DECISION}`,
      body: consoleApplicationRejectInput,
      response: answer,
    },
    handler: async (request) => ok(await rejectApplication(deps(), consoleActorOf(request), request.body)),
  });

  app.post(`${BASE}/note`, {
    ...guard,
    schema: {
      operationId: 'console.application.note',
      tags,
      summary: `An internal note on the application's history, never shown to the applicant; the application does not change. Audited. ${SCOPE}`,
      body: consoleApplicationNoteInput,
      response: answer,
    },
    handler: async (request) => ok(await addReviewNote(app.db, consoleActorOf(request), request.body)),
  });

  app.get(`${BASE}/:id/documents/:documentId`, {
    ...guard,
    schema: {
      operationId: 'console.application.document',
      tags,
      summary:
        'The bytes of an applicant’s document, decrypted: inline for images and PDF (the console previews them), an attachment otherwise; never cached, never sniffed. ' +
        `REVIEWER only (an admin 403 5403); a document of another application, or of a draft, 404. Every download audited. ${SCOPE}`,
      params: consoleApplicationDocumentParams,
    },
    handler: async (request, reply) => {
      const file = await downloadApplicationDocument(app.db, app.storage, consoleActorOf(request), request.params);
      return reply
        .type(file.mime)
        .header('content-disposition', file.disposition)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
};
