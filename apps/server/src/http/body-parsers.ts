import formbody from '@fastify/formbody';
import fp from 'fastify-plugin';

/**
 * Bodies: form-urlencoded (the spec's POST format) and JSON, whose raw text is kept because a JSON
 * request signs the SHA-256 of exactly the bytes it sent. Multipart lives in multipart.ts.
 */
export const bodyParsersPlugin = fp(
  async (app) => {
    await app.register(formbody);
    app.decorateRequest('rawBody', undefined);
    // Fastify's own parser keeps its prototype-poisoning protection; we only capture the text first.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      parseJson(request, body as string, done);
    });
  },
  { name: 'body-parsers' },
);
