import { bookingCancelInput, bookingCreateInput, bookingRescheduleInput, slotsQuery } from '@sme/shared/schemas/booking';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { icsOfBooking } from './booking-ics';
import type { BookingNoticeDeps } from './booking-notices';
import { type BookingViewContext, joinUrlOf, manageUrlOf, toAdviserView, toBookingView } from './booking-views';
import { adviserSchema, bookingSchema, slotsSchema, upcomingSchema } from './booking.schemas';
import {
  type BookingDeps,
  type BookingWithAdviser,
  bookingOfMember,
  cancelBooking,
  createBooking,
  rescheduleBooking,
  upcomingBookings,
} from './booking.service';
import { companyEmailRoutes } from './company-email.routes';
import { activeAdvisers, slotsOfDay, toSlotView } from './slots.service';

const tags = ['booking'];
const bookingIdParams = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
const bookingAnswer = { 200: envelopeSchema(bookingSchema) };

/** Adviser video calls for members: advisers, free slots, booking and changing a call, its calendar file. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(companyEmailRoutes);
  const notices: BookingNoticeDeps = { mailer: app.mailer, publicUrl: app.config.publicUrl, meetingUrlTemplate: app.config.meetingUrlTemplate };
  const deps = (request: FastifyRequest): BookingDeps => ({ db: app.db, notices, log: request.log });
  const viewContext = (request: FastifyRequest, now: Date): BookingViewContext => ({
    locale: request.locale,
    now,
    meetingUrlTemplate: app.config.meetingUrlTemplate,
    publicUrl: app.config.publicUrl,
  });
  const view = (request: FastifyRequest, now: Date, found: BookingWithAdviser) => ok(toBookingView(found.booking, found.adviser, viewContext(request, now)));

  app.get('/api/v1/booking/advisers', {
    schema: {
      operationId: 'booking.advisers',
      tags,
      summary: 'The active advisers, optionally those speaking a language (login); headlines in the request’s language',
      querystring: slotsQuery.pick({ language: true }),
      response: { 200: envelopeSchema(z.object({ list: z.array(adviserSchema) })) },
    },
    preHandler: requireMember,
    handler: async (request) => ok({ list: (await activeAdvisers(app.db, request.query)).map((a) => toAdviserView(a, request.locale)) }),
  });

  app.get('/api/v1/booking/slots', {
    schema: {
      operationId: 'booking.slots',
      tags,
      summary:
        'The free slots offered to the member that start on a calendar day in their timezone, and why the day is closed if it is (login); with bookingId, that booking’s own slot counts as free',
      querystring: slotsQuery,
      response: { 200: envelopeSchema(slotsSchema) },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { date, timeZone } = request.query;
      const day = await slotsOfDay(app.db, memberIdOf(request), request.query, new Date());
      return ok({
        date,
        timeZone,
        closedReason: day.closedReason,
        priorityMember: day.priorityMember,
        advisers: day.advisers.map((a) => toAdviserView(a, request.locale)),
        slots: day.slots.map(toSlotView),
      });
    },
  });

  app.post('/api/v1/booking', {
    schema: {
      operationId: 'booking.create',
      tags,
      summary:
        'Book one of the slots offered now (login): 3302 without a verified company email, 3303 not an offered slot, 3304 just taken (data.slots: the day’s free slots), 3305 upcoming limit reached',
      body: bookingCreateInput,
      response: bookingAnswer,
    },
    preHandler: requireMember,
    handler: async (request) => {
      const now = new Date();
      return view(request, now, await createBooking(deps(request), memberIdOf(request), request.body, now));
    },
  });

  app.get('/api/v1/booking/upcoming', {
    schema: {
      operationId: 'booking.upcoming',
      tags,
      summary: 'The member’s confirmed calls still to come, soonest first, and how many they may hold (login)',
      response: { 200: envelopeSchema(upcomingSchema) },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const now = new Date();
      const { list, limit } = await upcomingBookings(app.db, memberIdOf(request), now);
      return ok({ list: list.map((b) => toBookingView(b.booking, b.adviser, viewContext(request, now))), limit });
    },
  });

  app.get('/api/v1/booking/:id', {
    schema: {
      operationId: 'booking.detail',
      tags,
      summary: 'One of the member’s calls (login); another member’s answers 404',
      params: bookingIdParams,
      response: bookingAnswer,
    },
    preHandler: requireMember,
    handler: async (request) => view(request, new Date(), await bookingOfMember(app.db, memberIdOf(request), request.params.id)),
  });

  app.post('/api/v1/booking/:id/reschedule', {
    schema: {
      operationId: 'booking.reschedule',
      tags,
      summary:
        'Move a call to another offered slot, its old one freed by the same change (login): 3306 after the 2-hour cutoff or not confirmed, 3303 not an offered slot, 3304 just taken',
      params: bookingIdParams,
      body: bookingRescheduleInput,
      response: bookingAnswer,
    },
    preHandler: requireMember,
    handler: async (request) => {
      const now = new Date();
      return view(request, now, await rescheduleBooking(deps(request), memberIdOf(request), request.params.id, request.body, now));
    },
  });

  app.post('/api/v1/booking/:id/cancel', {
    schema: {
      operationId: 'booking.cancel',
      tags,
      summary: 'Cancel a call up to 2 hours before it starts (login; 3306 after that or not confirmed)',
      params: bookingIdParams,
      body: bookingCancelInput,
      response: bookingAnswer,
    },
    preHandler: requireMember,
    handler: async (request) => {
      const now = new Date();
      return view(request, now, await cancelBooking(deps(request), memberIdOf(request), request.params.id, request.body, now));
    },
  });

  app.get('/api/v1/booking/:id/ics', {
    schema: {
      operationId: 'booking.ics',
      tags,
      summary: 'The call as an iCalendar file (login): UTC times, a 15-minute alarm, the same UID across reschedules',
      params: bookingIdParams,
    },
    preHandler: requireMember,
    handler: async (request, reply) => {
      const { booking, adviser } = await bookingOfMember(app.db, memberIdOf(request), request.params.id);
      const links = { joinUrl: joinUrlOf(app.config.meetingUrlTemplate, booking.roomName), manageUrl: manageUrlOf(app.config.publicUrl, booking.id) };
      const body = icsOfBooking(booking, adviser, links, request.locale);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${booking.reference}.ics"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
};
