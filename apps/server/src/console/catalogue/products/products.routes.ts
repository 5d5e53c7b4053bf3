import { Codes } from '@sme/shared/codes';
import {
  consoleProductCreateInput,
  consoleProductIdInput,
  consoleProductListQuery,
  consoleProductStockInput,
  consoleProductUpdateInput,
} from '@sme/shared/schemas/console-products';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { envelopeSchema, ok } from '../../../http/envelope';
import { RATE_LIMITS } from '../../../http/rate-limit';
import { consoleActorOf, requireConsole } from '../../../http/console-guard';
import { createConsoleProduct, setConsoleProductStatus, setConsoleProductStock, updateConsoleProduct } from './product-changes';
import { readProductImage, storeProductImage } from './product-images';
import { consoleProductDetail, listConsoleProducts } from './products.service';
import { consoleProductImageSchema, consoleProductListSchema, consoleProductSchema } from './products.schemas';

const SCOPE = 'Admins: any product; a merchant’s staff: their merchant’s (another merchant’s 404). A member without a console role 403, no second factor 403';
const CHANGE = 'Audited; the public catalogue shows the change at once on every server';
/** Each upload gets a new random name, so the image can be cached for good. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/** Back-office products: list, detail, create, update, publish, unpublish, stock and image upload; every change answers the product as console.product.detail. */
export const consoleProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole() };
  const tags = ['console'];
  const detail = (request: FastifyRequest, id: string) => consoleProductDetail(app.db, consoleActorOf(request), id);
  const answer = { 200: envelopeSchema(consoleProductSchema) };

  app.get('/api/v1/console/product/list', {
    ...guard,
    schema: {
      operationId: 'console.product.list',
      tags,
      summary: `Products last updated first: q (name or code, part of it), status, categoryId, merchantId, page. ${SCOPE}`,
      querystring: consoleProductListQuery,
      response: { 200: envelopeSchema(consoleProductListSchema) },
    },
    handler: async (request) => ok(await listConsoleProducts(app.db, consoleActorOf(request), request.query)),
  });

  app.get('/api/v1/console/product/detail/:id', {
    ...guard,
    schema: {
      operationId: 'console.product.detail',
      tags,
      summary: `The product with every field the form edits. ${SCOPE}`,
      params: consoleProductIdInput,
      response: answer,
    },
    handler: async (request) => ok(await detail(request, request.params.id)),
  });

  app.post('/api/v1/console/product/create', {
    ...guard,
    schema: {
      operationId: 'console.product.create',
      tags,
      summary: `Create a product: a merchant’s staff for their own merchant, an admin for the merchantId given. Description and terms HTML are sanitised; a code in use 409. ${CHANGE}. ${SCOPE}`,
      body: consoleProductCreateInput,
      response: answer,
    },
    handler: async (request) => ok(await detail(request, await createConsoleProduct(app.db, consoleActorOf(request), request.body))),
  });

  app.post('/api/v1/console/product/update', {
    ...guard,
    schema: {
      operationId: 'console.product.update',
      tags,
      summary: `Replace the product’s fields (its merchant stays). ${CHANGE}. ${SCOPE}`,
      body: consoleProductUpdateInput,
      response: answer,
    },
    handler: async (request) => {
      await updateConsoleProduct(app.db, consoleActorOf(request), request.body);
      return ok(await detail(request, request.body.id));
    },
  });

  app.post('/api/v1/console/product/publish', {
    ...guard,
    schema: {
      operationId: 'console.product.publish',
      tags,
      summary: `Put the product on sale (ACTIVE). ${CHANGE}. ${SCOPE}`,
      body: consoleProductIdInput,
      response: answer,
    },
    handler: async (request) => {
      await setConsoleProductStatus(app.db, consoleActorOf(request), request.body.id, 'ACTIVE');
      return ok(await detail(request, request.body.id));
    },
  });

  app.post('/api/v1/console/product/unpublish', {
    ...guard,
    schema: {
      operationId: 'console.product.unpublish',
      tags,
      summary: `Take the product off sale (HIDDEN). ${CHANGE}. ${SCOPE}`,
      body: consoleProductIdInput,
      response: answer,
    },
    handler: async (request) => {
      await setConsoleProductStatus(app.db, consoleActorOf(request), request.body.id, 'HIDDEN');
      return ok(await detail(request, request.body.id));
    },
  });

  app.post('/api/v1/console/product/setStock', {
    ...guard,
    schema: {
      operationId: 'console.product.setStock',
      tags,
      summary: `Set the counted stock (0 or more). ${CHANGE}. ${SCOPE}`,
      body: consoleProductStockInput,
      response: answer,
    },
    handler: async (request) => {
      await setConsoleProductStock(app.db, consoleActorOf(request), request.body.id, request.body.stock);
      return ok(await detail(request, request.body.id));
    },
  });

  app.post('/api/v1/console/product/uploadImage', {
    ...guard,
    schema: {
      operationId: 'console.product.uploadImage',
      tags,
      summary: `Upload one product image (multipart field fileDatas: png, jpeg, webp or gif by content, at most UPLOAD_MAX_BYTES); stored as WebP, answers the public URL to put in images. ${SCOPE}`,
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(consoleProductImageSchema) },
    },
    config: { rateLimit: RATE_LIMITS.upload, uploads: { maxFiles: 1 } },
    handler: async (request) => {
      const [file, ...others] = request.uploads.filter((u) => u.field === 'fileDatas');
      if (!file || others.length > 0) throw new AppError(Codes.BAD_REQUEST);
      return ok({ url: await storeProductImage(app.storage, await file.read()) });
    },
  });

  app.get('/media/products/:fileName', {
    schema: {
      operationId: 'media.productImage',
      tags: ['catalogue'],
      summary: 'A product image for <img> (public, unsigned, cached for good: each upload has a new name)',
      params: z.object({ fileName: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
      produces: ['image/webp'],
    },
    config: { signature: false },
    handler: async (request, reply) => {
      const webp = await readProductImage(app.storage, request.params.fileName.slice(0, -'.webp'.length));
      if (!webp) throw new AppError(Codes.NOT_FOUND);
      return reply.type('image/webp').header('cache-control', IMAGE_CACHE).send(webp);
    },
  });
};
