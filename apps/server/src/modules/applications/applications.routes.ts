import { connectSubmitSchema, feedbackSaveSchema } from '@sme/shared/schemas/applications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../http/rate-limit';
import { saveFeedback, submitContact } from './applications.service';

const created = envelopeSchema(z.object({ id: z.uuid() }));

/** Contact-us and feedback forms (both protected by an image captcha). */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/v1/connect/submit', {
    schema: {
      operationId: 'applications.connect.submit',
      tags: ['applications'],
      summary: 'Contact-us message',
      body: connectSubmitSchema,
      response: { 200: created },
    },
    config: { rateLimit: RATE_LIMITS.contact },
    handler: async (request) => ok(await submitContact(app.db, request.body, { memberId: request.member?.id, locale: request.locale })),
  });
  app.post('/api/v1/feedback/save', {
    schema: { operationId: 'applications.feedback.save', tags: ['applications'], summary: 'Feedback', body: feedbackSaveSchema, response: { 200: created } },
    config: { rateLimit: RATE_LIMITS.contact },
    handler: async (request) => ok(await saveFeedback(app.db, request.body, { memberId: request.member?.id, locale: request.locale })),
  });
};
