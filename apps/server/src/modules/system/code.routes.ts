import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS, TARGET_LIMITS, limitPerTarget } from '../../http/rate-limit';
import { issueCaptcha } from './system.service';

const querystring = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32}$/)
    .describe('32 random characters chosen by the client; sent back with the answer'),
});

/**
 * The two captcha paths the spec names exactly. They answer PNG bytes (not the envelope); the answer
 * stays server-side for verifyCaptcha(). getCode serves sign-in forms, genValidateCode the other forms;
 * both draw the same kind of image. Limited per address and, across both paths, per key.
 */
export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  const perKey = limitPerTarget(app, 'captcha-key', TARGET_LIMITS.captchaKey, (request) => (request.query as z.infer<typeof querystring>).key);
  for (const [url, operationId] of [
    ['/api/v1/sys/code/getCode', 'system.code.get'],
    ['/api/v1/sys/code/genValidateCode', 'system.code.generate'],
  ] as const) {
    app.get(url, {
      schema: {
        operationId,
        tags: ['system'],
        summary: 'Image captcha (PNG bytes); the answer expires in 5 minutes and works once',
        querystring,
        produces: ['image/png'],
      },
      config: { rateLimit: RATE_LIMITS.captcha },
      preHandler: perKey,
      handler: async (request, reply) => {
        const png = await issueCaptcha(app.db, request.query.key);
        return reply.type('image/png').header('cache-control', 'no-store').send(png);
      },
    });
  }
};
