import { AD_PLACEMENTS } from '@sme/shared/schemas/catalogue';
import {
  AD_STATUSES,
  type ConsoleAdView,
  consoleAdForm,
  consoleAdListQuery,
  consoleAdUpdateInput,
  consoleCatalogueIdInput,
} from '@sme/shared/schemas/console-catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../../http/envelope';
import { consoleActorOf, requireConsole } from '../../../http/console-guard';
import { consoleAd, createConsoleAd, deleteConsoleAd, listConsoleAds, updateConsoleAd } from './ads.service';
import { deletedSchema, listOf } from '../taxonomy/taxonomy.schemas';

const SCOPE = 'Admins only (a merchant’s staff or a member 403, no second factor 403)';
const CHANGE = 'Audited; ads.list shows the change at once on every server';

const text = z.string().nullable();
/** console.ad.* answer mirror, typed against the contract. */
const adSchema: z.ZodType<ConsoleAdView> = z.object({
  id: z.string(),
  placement: z.enum(AD_PLACEMENTS),
  titleEn: z.string(),
  titleZh: z.string(),
  subtitleEn: text,
  subtitleZh: text,
  imageUrl: z.string(),
  linkUrl: text,
  sort: z.number(),
  startsAt: text,
  endsAt: text,
  status: z.enum(AD_STATUSES),
  createdAt: z.string(),
});

/** Back-office ads and banners: list by placement, create, update, delete. */
export const consoleAdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole(['ADMIN']) };
  const tags = ['console'];
  const answer = { 200: envelopeSchema(adSchema) };

  app.get('/api/v1/console/ad/list', {
    ...guard,
    schema: {
      operationId: 'console.ad.list',
      tags,
      summary: `Every ad of a placement (or all), whatever its dates and status, in display order. ${SCOPE}`,
      querystring: consoleAdListQuery,
      response: { 200: envelopeSchema(listOf(adSchema)) },
    },
    handler: async (request) => ok({ list: await listConsoleAds(app.db, request.query.placement) }),
  });

  app.post('/api/v1/console/ad/create', {
    ...guard,
    schema: {
      operationId: 'console.ad.create',
      tags,
      summary: `Create an ad: image from console.product.uploadImage, platform media or https; link a site path (/…) or an https URL; the end after the start. ${CHANGE}. ${SCOPE}`,
      body: consoleAdForm,
      response: answer,
    },
    handler: async (request) => ok(await consoleAd(app.db, await createConsoleAd(app.db, consoleActorOf(request), request.body))),
  });

  app.post('/api/v1/console/ad/update', {
    ...guard,
    schema: { operationId: 'console.ad.update', tags, summary: `Replace the ad’s fields. ${CHANGE}. ${SCOPE}`, body: consoleAdUpdateInput, response: answer },
    handler: async (request) => {
      await updateConsoleAd(app.db, consoleActorOf(request), request.body);
      return ok(await consoleAd(app.db, request.body.id));
    },
  });

  app.post('/api/v1/console/ad/delete', {
    ...guard,
    schema: {
      operationId: 'console.ad.delete',
      tags,
      summary: `Delete the ad. ${CHANGE}. ${SCOPE}`,
      body: consoleCatalogueIdInput,
      response: { 200: envelopeSchema(deletedSchema) },
    },
    handler: async (request) => {
      await deleteConsoleAd(app.db, consoleActorOf(request), request.body.id);
      return ok({ id: request.body.id });
    },
  });
};
