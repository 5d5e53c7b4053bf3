import rateLimit from '@fastify/rate-limit';
import { Codes } from '@sme/shared/codes';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error';
import { createPgRateLimitStore } from './rate-limit-store';

const MINUTE = 60_000;

/** Stricter per-route limits (per client address), used as `config: { rateLimit: RATE_LIMITS.x }`. */
export const RATE_LIMITS = {
  captcha: { max: 30, timeWindow: MINUTE },
  contact: { max: 5, timeWindow: MINUTE },
  subscribe: { max: 5, timeWindow: MINUTE },
  upload: { max: 20, timeWindow: MINUTE },
  /** Mail and SMS cost money and can be aimed at strangers: few per address, on top of the 60 s wait per target. */
  sendCode: { max: 5, timeWindow: MINUTE },
  /** The exists checks answer what they are asked, so they are kept too slow for harvesting. */
  accountExists: { max: 20, timeWindow: MINUTE },
  /** Impressions arrive batched (one call per few seconds of browsing) and clicks one per product opened; more is someone pumping popularity. */
  tracking: { max: 60, timeWindow: MINUTE },
  /** Each special order request mails a confirmation to the address given, so few per address. */
  specialOrder: { max: 5, timeWindow: 10 * MINUTE },
} as const;

/** Limits per target, on top of a route's per-address limit, so one target cannot be worked from many addresses. */
export const TARGET_LIMITS = {
  /** A key serves one image (and a redraw or two); more is someone re-rolling one captcha for an easy image. */
  captchaKey: { max: 5, timeWindow: 5 * MINUTE },
  /** The register form asks once per address typed (the answer is kept a minute); more is someone watching one account. */
  accountExists: { max: 10, timeWindow: 10 * MINUTE },
} as const;

/**
 * A preHandler limiting a route per target (`targetOf` the request: a captcha key, the email asked about)
 * with the plugin's limiter and counters. It runs after validation, so the target is the normalised one
 * (lower-cased email, E.164 mobile) and spellings of one account share a counter; over the limit: 429.
 */
export function limitPerTarget(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: number },
  targetOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  // The child store of createRateLimit prefixes keys with "global", like the per-address counters, so the name keeps them apart.
  const count = app.createRateLimit({ ...limit, keyGenerator: (request) => `target:${name}:${targetOf(request)}` });
  return async (request, reply) => {
    const result = await count(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', result.ttlInSeconds);
    throw new AppError(Codes.TOO_MANY_REQUESTS);
  };
}

/**
 * @fastify/rate-limit with counters in PostgreSQL. The global limit (per client per minute) covers every
 * API route; globalMax 0 turns the global limit off (benchmarks) while the per-route limits stay.
 */
export const rateLimitPlugin = fp<{ globalMax: number }>(
  async (app, opts) => {
    await app.register(rateLimit, {
      global: opts.globalMax > 0,
      max: opts.globalMax > 0 ? opts.globalMax : 1000,
      timeWindow: MINUTE,
      store: createPgRateLimitStore(app.db),
      // Static files, the web app and health checks are not limited (and cost no database write).
      allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/docs'),
      // A database hiccup must not take the API down with it; the error is logged by the plugin's caller.
      skipOnError: true,
      errorResponseBuilder: () => new AppError(Codes.TOO_MANY_REQUESTS),
    });
  },
  { name: 'rate-limit' },
);
