import { consoleInboxIdInput, consoleInboxListQuery } from '@sme/shared/schemas/console-inbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { requireConsole } from '../../http/console-guard';
import { consoleContactDetail, consoleFeedbackDetail, listConsoleContacts, listConsoleFeedback } from './inbox.service';
import { consoleContactListSchema, consoleContactSchema, consoleFeedbackListSchema, consoleFeedbackSchema } from './inbox.schemas';

const SCOPE = 'Admins only: a merchant’s staff or a member 403, no second factor 403';
const LIST = 'newest first: q (part of it), from/to (Hong Kong days, both included), page; email and phone masked, text cut short';

/** Back-office inbox: feedback and contact-us messages, listed and read in full. Read-only, so nothing is audited. */
export const consoleInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['console'];

  app.get('/api/v1/console/feedback/list', {
    ...guard,
    schema: {
      operationId: 'console.feedback.list',
      tags,
      summary: `Feedback ${LIST}. ${SCOPE}`,
      querystring: consoleInboxListQuery,
      response: { 200: envelopeSchema(consoleFeedbackListSchema) },
    },
    handler: async (request) => ok(await listConsoleFeedback(app.db, request.query)),
  });

  app.get('/api/v1/console/feedback/detail/:id', {
    ...guard,
    schema: {
      operationId: 'console.feedback.detail',
      tags,
      summary: `One feedback entry in full, email unmasked. ${SCOPE}`,
      params: consoleInboxIdInput,
      response: { 200: envelopeSchema(consoleFeedbackSchema) },
    },
    handler: async (request) => ok(await consoleFeedbackDetail(app.db, request.params.id)),
  });

  app.get('/api/v1/console/contact/list', {
    ...guard,
    schema: {
      operationId: 'console.contact.list',
      tags,
      summary: `Contact-us messages ${LIST}. ${SCOPE}`,
      querystring: consoleInboxListQuery,
      response: { 200: envelopeSchema(consoleContactListSchema) },
    },
    handler: async (request) => ok(await listConsoleContacts(app.db, request.query)),
  });

  app.get('/api/v1/console/contact/detail/:id', {
    ...guard,
    schema: {
      operationId: 'console.contact.detail',
      tags,
      summary: `One contact-us message in full, email and phone unmasked. ${SCOPE}`,
      params: consoleInboxIdInput,
      response: { 200: envelopeSchema(consoleContactSchema) },
    },
    handler: async (request) => ok(await consoleContactDetail(app.db, request.params.id)),
  });
};
