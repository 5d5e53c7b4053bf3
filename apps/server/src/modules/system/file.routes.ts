import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../http/rate-limit';
import { memberIdOf } from '../../http/session';
import { saveUploads } from './file.service';

/** Files one upload request may carry. */
const MAX_UPLOAD_FILES = 10;

/**
 * Multipart upload by a signed-in member: files under fileDatas and/or cFiles, checked by content and size, stored
 * encrypted and private; deleted after 24 hours unless something claims them (file-sweep.ts).
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/v1/sys/file/upload', {
    schema: {
      operationId: 'system.file.upload',
      tags: ['system'],
      summary:
        `Signed-in members: upload up to ${MAX_UPLOAD_FILES} files (multipart fields fileDatas, cFiles, after any other field): jpeg, png, webp, gif or pdf, ` +
        'each within UPLOAD_MAX_BYTES; kept 24 hours unless a form claims them',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(z.array(z.object({ id: z.uuid(), name: z.string(), size: z.number().int(), mime: z.string() }))) },
    },
    config: { rateLimit: RATE_LIMITS.upload, uploads: { maxFiles: MAX_UPLOAD_FILES } },
    handler: async (request) =>
      ok(await saveUploads(app.db, app.storage, request.uploads, { maxBytes: app.config.uploadMaxBytes, ownerMemberId: memberIdOf(request) })),
  });
};
