import { consoleContractAcceptInput, consoleContractIssueInput, contractMerchantQuery } from '@sme/shared/schemas/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { consoleActorOf, requireConsole } from '../../http/console-guard';
import { acceptContract, issueContract } from './contract-changes';
import { contractFmscSchema, contractListSchema, contractSchema } from './contracts.schemas';
import { currentContract, listContracts } from './contracts.service';

const SCOPE =
  'A merchant’s staff: their own merchant (naming another answers 404); admins name the merchant (merchantId). A member without a console role 403, no second factor 403';

/** Merchant contracts (spec section 7 /api/v1/mc/contract/fmsc): the current contract, its versions, issuing and accepting them. */
export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyStaff = { preValidation: requireConsole() };
  const adminOnly = { preValidation: requireConsole(['ADMIN']) };

  app.get('/api/v1/mc/contract/fmsc', {
    ...anyStaff,
    schema: {
      operationId: 'mc.contract.fmsc',
      tags: ['console'],
      summary: `The merchant’s current contract (the newest issued version whose effectiveFrom, a Hong Kong day, has come) with its acceptance record, and the newer version awaiting, if any; 404 when none is in effect. ${SCOPE}`,
      querystring: contractMerchantQuery,
      response: { 200: envelopeSchema(contractFmscSchema) },
    },
    handler: async (request) => ok(await currentContract(app.db, consoleActorOf(request), request.query.merchantId, request.locale)),
  });

  app.get('/api/v1/console/contract/list', {
    ...anyStaff,
    schema: {
      operationId: 'console.contract.list',
      tags: ['console'],
      summary: `Every version of the merchant’s contract, newest first, each with its state today (CURRENT, UPCOMING, SUPERSEDED) and acceptance. ${SCOPE}`,
      querystring: contractMerchantQuery,
      response: { 200: envelopeSchema(contractListSchema) },
    },
    handler: async (request) => ok(await listContracts(app.db, consoleActorOf(request), request.query.merchantId, request.locale)),
  });

  app.post('/api/v1/console/contract/issue', {
    ...adminOnly,
    schema: {
      operationId: 'console.contract.issue',
      tags: ['console'],
      summary:
        'Admins: issue the merchant’s next contract version (numbered previous + 1, atomically), effective from a Hong Kong day not in the past; terms HTML is sanitised. ' +
        'Older versions are SUPERSEDED once it is in effect. Audited. A merchant’s staff or a member 403, no second factor 403',
      body: consoleContractIssueInput,
      response: { 200: envelopeSchema(contractSchema) },
    },
    handler: async (request) => ok(await issueContract(app.db, consoleActorOf(request), request.body, request.locale)),
  });

  app.post('/api/v1/console/contract/accept', {
    // Any console role passes the guard, so an admin hears why (contract.adminCannotAccept) rather than a bare 403.
    ...anyStaff,
    schema: {
      operationId: 'console.contract.accept',
      tags: ['console'],
      summary:
        'A merchant’s staff: accept a current or upcoming version of their merchant’s contract, once (again 409, superseded 409); records when, who and from which IP. ' +
        'Another merchant’s version 404; admins cannot accept for a merchant (403). Audited',
      body: consoleContractAcceptInput,
      response: { 200: envelopeSchema(contractSchema) },
    },
    handler: async (request) => ok(await acceptContract(app.db, consoleActorOf(request), request.body.id, request.locale)),
  });
};
