import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the OpenAPI document lives: UI at /api/docs, JSON at /api/docs/json. */
export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI document generated from the routes' zod schemas. Every route declares schema.operationId
 * (a test keeps it so); new routes name their operationIds the same way.
 */
export const openApiPlugin = fp<{ version: string; publicUrl: string }>(
  async (app, opts) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'SME Link HK API',
          version: opts.version,
          description:
            'Every /api call carries the request signature headers (X-App-Id, X-Timestamp, X-Nonce, X-Signature) ' +
            'and answers the envelope {meta:{code,message},data}. Messages follow Accept-Language.',
        },
        servers: [{ url: opts.publicUrl }],
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'openapi' },
);
