import { adviserSaveInput } from '@sme/shared/schemas/booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleActorOf, requireConsole } from '../../http/console-guard';
import { envelopeSchema, ok } from '../../http/envelope';
import { consoleAdviserListSchema, consoleAdviserSchema } from './booking.schemas';
import { listConsoleAdvisers, saveAdviser } from './advisers.service';

const BASE = '/api/v1/console/advisers';

/** Back-office advisers: who members book calls with, their weekly hours in Hong Kong time and days off. */
export const consoleAdvisersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];

  app.get(BASE, {
    preValidation: requireConsole(['ADMIN', 'ADVISER']),
    schema: {
      operationId: 'console.adviser.list',
      tags,
      summary:
        'Every adviser (inactive ones too) for admins; an ADVISER only the adviser linked to their account (none if unlinked). Each with weekly hours, days off from today (Hong Kong) on and the count of confirmed calls still to come. ' +
        'A merchant’s staff, a reviewer or a member 403, no second factor 403',
      response: { 200: envelopeSchema(consoleAdviserListSchema) },
    },
    handler: async (request) => ok({ list: await listConsoleAdvisers(app.db, consoleActorOf(request)) }),
  });

  app.post(BASE, {
    preValidation: requireConsole(['ADMIN']),
    schema: {
      operationId: 'console.adviser.save',
      tags,
      summary:
        'Create (no id) or update an adviser. Spans of one weekday must not overlap (400 naming the span); days off from today on are replaced by the ones sent (a past or repeated day 400); ' +
        'memberId, when given, must be a member with the ADVISER role linked to no other adviser (400). Existing bookings are never changed. An unknown id 404. Audited. ' +
        'Admins only: an ADVISER, a merchant’s staff or a member 403, no second factor 403',
      body: adviserSaveInput,
      response: { 200: envelopeSchema(consoleAdviserSchema) },
    },
    handler: async (request) => ok(await saveAdviser(app.db, consoleActorOf(request), request.body)),
  });
};
