import { Codes } from '@sme/shared/codes';
import { consoleContentCreateInput, consoleContentIdInput, consoleContentListQuery, consoleContentUpdateInput } from '@sme/shared/schemas/console-content';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { envelopeSchema, ok } from '../../../http/envelope';
import { RATE_LIMITS } from '../../../http/rate-limit';
import { consoleActorOf, requireConsole } from '../../../http/console-guard';
import { createConsoleContent, deleteConsoleContent, setConsoleContentStatus, updateConsoleContent } from './content.changes';
import { consoleContentCoverSchema, consoleContentListSchema, consoleContentSchema } from './content.schemas';
import { consoleContentDetail, listConsoleContent } from './content.service';
import { storeProductImage } from '../products/product-images';

const SCOPE =
  'Admins: every item; a merchant’s staff: their merchant’s news (another merchant’s or the platform’s 404). A member without a console role 403, no second factor 403';
const CHANGE = 'Audited; the public newsList and contentD show the change at once on every server';

/** Back-office news, articles and help pages: list, detail, create, update, publish, unpublish, delete, cover upload. */
export const consoleContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole() };
  const tags = ['console'];
  const detail = (request: FastifyRequest, id: string) => consoleContentDetail(app.db, consoleActorOf(request), id);
  const answer = { 200: envelopeSchema(consoleContentSchema) };

  app.get('/api/v1/console/content/list', {
    ...guard,
    schema: {
      operationId: 'console.content.list',
      tags,
      summary: `Content newest first: kind (NEWS|ARTICLE|HELP), status (PUBLISHED|DRAFT), q (title or slug, part of it), merchantId, page. ${SCOPE}`,
      querystring: consoleContentListQuery,
      response: { 200: envelopeSchema(consoleContentListSchema) },
    },
    handler: async (request) => ok(await listConsoleContent(app.db, consoleActorOf(request), request.query)),
  });

  app.get('/api/v1/console/content/detail/:id', {
    ...guard,
    schema: {
      operationId: 'console.content.detail',
      tags,
      summary: `The item with every field the form edits (bodies as stored: sanitised). ${SCOPE}`,
      params: consoleContentIdInput,
      response: answer,
    },
    handler: async (request) => ok(await detail(request, request.params.id)),
  });

  app.post('/api/v1/console/content/create', {
    ...guard,
    schema: {
      operationId: 'console.content.create',
      tags,
      summary: `Create an item: a merchant’s staff write their merchant’s NEWS only; an admin any kind, for the merchantId given or the platform (none). Bodies are sanitised; a slug in use 409. ${CHANGE}. ${SCOPE}`,
      body: consoleContentCreateInput,
      response: answer,
    },
    handler: async (request) => ok(await detail(request, await createConsoleContent(app.db, consoleActorOf(request), request.body))),
  });

  app.post('/api/v1/console/content/update', {
    ...guard,
    schema: {
      operationId: 'console.content.update',
      tags,
      summary: `Replace the item’s fields (its merchant stays). ${CHANGE}. ${SCOPE}`,
      body: consoleContentUpdateInput,
      response: answer,
    },
    handler: async (request) => {
      await updateConsoleContent(app.db, consoleActorOf(request), request.body);
      return ok(await detail(request, request.body.id));
    },
  });

  for (const [action, status] of [
    ['publish', 'PUBLISHED'],
    ['unpublish', 'DRAFT'],
  ] as const) {
    app.post(`/api/v1/console/content/${action}`, {
      ...guard,
      schema: {
        operationId: `console.content.${action}`,
        tags,
        summary: `Set the item ${status}. ${CHANGE}. ${SCOPE}`,
        body: consoleContentIdInput,
        response: answer,
      },
      handler: async (request) => {
        await setConsoleContentStatus(app.db, consoleActorOf(request), request.body.id, status);
        return ok(await detail(request, request.body.id));
      },
    });
  }

  app.post('/api/v1/console/content/delete', {
    ...guard,
    schema: {
      operationId: 'console.content.delete',
      tags,
      summary: `Delete the item for good. ${CHANGE}. ${SCOPE}`,
      body: consoleContentIdInput,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await deleteConsoleContent(app.db, consoleActorOf(request), request.body.id);
      return ok(null);
    },
  });

  app.post('/api/v1/console/content/uploadCover', {
    ...guard,
    schema: {
      operationId: 'console.content.uploadCover',
      tags,
      summary: `Upload a cover image (multipart field fileDatas: png, jpeg, webp or gif by content, at most UPLOAD_MAX_BYTES); stored like product images (WebP, public /media/products/ URL), answers the URL to put in coverUrl. ${SCOPE}`,
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(consoleContentCoverSchema) },
    },
    config: { rateLimit: RATE_LIMITS.upload, uploads: { maxFiles: 1 } },
    handler: async (request) => {
      const [file, ...others] = request.uploads.filter((u) => u.field === 'fileDatas');
      if (!file || others.length > 0) throw new AppError(Codes.BAD_REQUEST);
      return ok({ url: await storeProductImage(app.storage, await file.read()) });
    },
  });
};
