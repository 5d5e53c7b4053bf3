import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../http/rate-limit';
import { saveUploads } from './file.service';

/** Multipart upload: files under fileDatas and/or cFiles, checked by content and size, stored encrypted and private. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/v1/sys/file/upload', {
    schema: {
      operationId: 'system.file.upload',
      tags: ['system'],
      summary: 'Upload files (multipart fields fileDatas, cFiles): jpeg, png, webp, gif or pdf, each within UPLOAD_MAX_BYTES',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeSchema(z.array(z.object({ id: z.uuid(), name: z.string(), size: z.number().int(), mime: z.string() }))) },
    },
    config: { rateLimit: RATE_LIMITS.upload },
    handler: async (request) => {
      const stored = await saveUploads(
        app.db,
        app.storage,
        request.uploads.map((u) => ({ filename: u.filename, buffer: u.buffer })),
        { maxBytes: app.config.uploadMaxBytes, ownerMemberId: request.member?.id },
      );
      return ok(stored);
    },
  });
};
