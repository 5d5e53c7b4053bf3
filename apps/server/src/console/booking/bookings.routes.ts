import { bookingNotesInput, bookingOutcomeInput, consoleCalendarQuery } from '@sme/shared/schemas/booking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleActorOf, requireConsole } from '../../http/console-guard';
import { envelopeSchema, ok } from '../../http/envelope';
import { consoleBookingParams, consoleBookingSchema, consoleCalendarSchema } from './booking.schemas';
import { CALENDAR_MAX_DAYS, bookingCalendar, markOutcome, saveAdviserNotes } from './bookings.service';

const BASE = '/api/v1/console/booking';
const SCOPE = 'Admins every adviser’s calls; an ADVISER only their own (another’s 404). A merchant’s staff, a reviewer or a member 403, no second factor 403';

/** Back-office calls: the calendar (day and week views read it), the outcome after a call, the adviser's notes. */
export const consoleBookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN', 'ADVISER']) };
  const tags = ['console'];
  const template = () => app.config.meetingUrlTemplate;
  const answer = { 200: envelopeSchema(consoleBookingSchema) };

  app.get(`${BASE}/calendar`, {
    ...guard,
    schema: {
      operationId: 'console.booking.calendar',
      tags,
      summary:
        `Calls whose start falls within the Hong Kong days from..to (both included, at most ${CALENDAR_MAX_DAYS}, else 400), optionally one adviser’s, cancelled ones only with includeCancelled=true; soonest first, ` +
        `with the member’s number, name, account email and company email; plus the advisers the actor may pick. ${SCOPE}`,
      querystring: consoleCalendarQuery,
      response: { 200: envelopeSchema(consoleCalendarSchema) },
    },
    handler: async (request) => ok(await bookingCalendar(app.db, consoleActorOf(request), request.query, template())),
  });

  app.post(`${BASE}/:id/outcome`, {
    ...guard,
    schema: {
      operationId: 'console.booking.outcome',
      tags,
      summary: `Mark a confirmed call that has started COMPLETED or NO_SHOW (before its start, cancelled or already marked 409 3307). Audited. ${SCOPE}`,
      params: consoleBookingParams,
      body: bookingOutcomeInput,
      response: answer,
    },
    handler: async (request) => ok(await markOutcome(app.db, consoleActorOf(request), request.params.id, request.body, template())),
  });

  app.post(`${BASE}/:id/notes`, {
    ...guard,
    schema: {
      operationId: 'console.booking.notes',
      tags,
      summary: `Replace the adviser’s notes on a call (empty clears them). Audited. ${SCOPE}`,
      params: consoleBookingParams,
      body: bookingNotesInput,
      response: answer,
    },
    handler: async (request) => ok(await saveAdviserNotes(app.db, consoleActorOf(request), request.params.id, request.body, template())),
  });
};
