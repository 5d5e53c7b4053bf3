import { consoleCatalogueIdInput, consoleMerchantForm, consoleMerchantListQuery, consoleMerchantUpdateInput } from '@sme/shared/schemas/console-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok } from '../../../http/envelope';
import { consoleActorOf, requireConsole } from '../../../http/console-guard';
import { createConsoleMerchant, updateConsoleMerchant } from './merchants.changes';
import { consoleMerchantListSchema, consoleMerchantSchema } from './merchants.schemas';
import { consoleMerchantDetail, listConsoleMerchants } from './merchants.service';

const SCOPE = 'Admins only (a merchant’s staff or a member 403, no second factor 403)';
const CHANGE = 'Audited; the search text is refreshed; public merchant pages show the change at once on every server';

/** Back-office merchants: list, detail, create, update; every change answers the merchant as console.merchant.detail. */
export const consoleMerchantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['console'];
  const answer = { 200: envelopeSchema(consoleMerchantSchema) };

  app.get('/api/v1/console/merchant/list', {
    ...guard,
    schema: {
      operationId: 'console.merchant.list',
      tags,
      summary: `Every merchant (hidden ones too) in the curated order: q (name or slug, part of it), status, verified, page. ${SCOPE}`,
      querystring: consoleMerchantListQuery,
      response: { 200: envelopeSchema(consoleMerchantListSchema) },
    },
    handler: async (request) => ok(await listConsoleMerchants(app.db, request.query)),
  });

  app.get('/api/v1/console/merchant/detail/:id', {
    ...guard,
    schema: {
      operationId: 'console.merchant.detail',
      tags,
      summary: `The merchant with every field the form edits. ${SCOPE}`,
      params: consoleCatalogueIdInput,
      response: answer,
    },
    handler: async (request) => ok(await consoleMerchantDetail(app.db, request.params.id)),
  });

  app.post('/api/v1/console/merchant/create', {
    ...guard,
    schema: {
      operationId: 'console.merchant.create',
      tags,
      summary: `Create a merchant; a slug in use 409. Logo and banner: a URL from console.product.uploadImage, platform media or https. ${CHANGE}. ${SCOPE}`,
      body: consoleMerchantForm,
      response: answer,
    },
    handler: async (request) => ok(await consoleMerchantDetail(app.db, await createConsoleMerchant(app.db, consoleActorOf(request), request.body))),
  });

  app.post('/api/v1/console/merchant/update', {
    ...guard,
    schema: {
      operationId: 'console.merchant.update',
      tags,
      summary: `Replace the merchant’s fields (HIDDEN takes it off the public site); a slug in use 409. ${CHANGE}. ${SCOPE}`,
      body: consoleMerchantUpdateInput,
      response: answer,
    },
    handler: async (request) => {
      await updateConsoleMerchant(app.db, consoleActorOf(request), request.body);
      return ok(await consoleMerchantDetail(app.db, request.body.id));
    },
  });
};
