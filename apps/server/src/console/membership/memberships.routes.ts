import { consoleMembershipGrantInput, consoleMembershipMemberParams } from '@sme/shared/schemas/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { consoleActorOf, requireConsole } from '../../http/console-guard';
import { consoleMemberMembershipSchema } from './membership.schemas';
import { changeMembership, consoleMemberMembership } from './memberships.service';

const SCOPE = 'Admins only: a merchant’s staff, a reviewer or a member 403, no second factor 403';

/** Back-office memberships: one member's timeline and history; grant, extend or end with a reason. */
export const consoleMembershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['console'];
  const answer = { 200: envelopeSchema(consoleMemberMembershipSchema) };

  app.get('/api/v1/console/membership/members/:memberId', {
    ...guard,
    schema: {
      operationId: 'console.membership.member',
      tags,
      summary: `The member's membership: current (as membership.current answers it), every period in the order they run (source, cycle, ended early and why) and the history (purchases, cards, grants, newest first). An unknown member 404. ${SCOPE}`,
      params: consoleMembershipMemberParams,
      response: answer,
    },
    handler: async (request) => ok(await consoleMemberMembership(app.db, request.params.memberId)),
  });

  app.post('/api/v1/console/membership/grant', {
    ...guard,
    schema: {
      operationId: 'console.membership.grant',
      tags,
      summary: `With a reason: GRANT a tier for months (free; a tier above the one held starts now and what is held resumes after it, the same or a lower one is appended where the timeline ends), EXTEND by days (the tier that runs last, appended at the end), or END everything held now and later. An unknown member 404; nothing held to extend or end 409 (3207). Audited; answers the member's membership as console.membership.member. ${SCOPE}`,
      body: consoleMembershipGrantInput,
      response: answer,
    },
    handler: async (request) => {
      await changeMembership(app.db, consoleActorOf(request), request.body);
      return ok(await consoleMemberMembership(app.db, request.body.memberId));
    },
  });
};
