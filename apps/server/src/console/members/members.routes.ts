import { consoleMemberDisableInput, consoleMemberIdInput, consoleMemberListQuery } from '@sme/shared/schemas/console-members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { consoleActorOf, requireConsole } from '../../http/console-guard';
import { consoleMemberDetail, disableConsoleMember, enableConsoleMember, listConsoleMembers } from './members.service';
import { consoleMemberListSchema, consoleMemberSchema } from './members.schemas';

const SCOPE = 'Admins only: a merchant’s staff or a member 403, no second factor 403';

/** Back-office members: search, view, disable and enable; the changes answer the member as console.member.detail. */
export const consoleMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['console'];
  const answer = { 200: envelopeSchema(consoleMemberSchema) };

  app.get('/api/v1/console/member/list', {
    ...guard,
    schema: {
      operationId: 'console.member.list',
      tags,
      summary: `Members newest first: q (email, mobile, member number or name, part of it), status ACTIVE | DISABLED, page; email and mobile masked. ${SCOPE}`,
      querystring: consoleMemberListQuery,
      response: { 200: envelopeSchema(consoleMemberListSchema) },
    },
    handler: async (request) => ok(await listConsoleMembers(app.db, request.query)),
  });

  app.get('/api/v1/console/member/detail/:id', {
    ...guard,
    schema: {
      operationId: 'console.member.detail',
      tags,
      summary: `The member with contact in full, roles, last sign-in, orders count, money spent per currency, membership tier and addresses count. ${SCOPE}`,
      params: consoleMemberIdInput,
      response: answer,
    },
    handler: async (request) => ok(await consoleMemberDetail(app.db, request.params.id)),
  });

  app.post('/api/v1/console/member/disable', {
    ...guard,
    schema: {
      operationId: 'console.member.disable',
      tags,
      summary: `Disable the account with a reason: its sessions end at once and every sign-in is refused (403 auth.accountDisabled). An admin or oneself cannot be disabled (403); already disabled 409. Audited. ${SCOPE}`,
      body: consoleMemberDisableInput,
      response: answer,
    },
    handler: async (request) => {
      await disableConsoleMember(app.db, consoleActorOf(request), request.body);
      return ok(await consoleMemberDetail(app.db, request.body.id));
    },
  });

  app.post('/api/v1/console/member/enable', {
    ...guard,
    schema: {
      operationId: 'console.member.enable',
      tags,
      summary: `Let a disabled account sign in again (not disabled: 409). Audited. ${SCOPE}`,
      body: consoleMemberIdInput,
      response: answer,
    },
    handler: async (request) => {
      await enableConsoleMember(app.db, consoleActorOf(request), request.body.id);
      return ok(await consoleMemberDetail(app.db, request.body.id));
    },
  });
};
