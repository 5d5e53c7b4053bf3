import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import { resolveLocale, translate } from '@sme/shared/i18n/messages';
import { issueMessage } from '@sme/shared/validation';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { AppError, type CodeDef } from './app-error';
import { envelope } from './envelope';
import { RequestValidationError } from './validation';

/** One field error of a 400 answer. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}

const FIELD_MARK = '\u0000';

/** "email: Please enter a valid email address." — the field is named once, by the template or as a prefix. */
export function fieldErrors(locale: Locale, issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.map((issue) => {
    const { field, rule, key, vars } = issueMessage(issue);
    const namesField = translate(locale, key, { ...vars, field: FIELD_MARK }).includes(FIELD_MARK);
    const text = translate(locale, key, { ...vars, field });
    const message = namesField || !field ? text : translate(locale, 'validation.field', { field, rule: text });
    return { field, rule, message };
  });
}

function send(reply: FastifyReply, request: FastifyRequest, def: CodeDef, status = def.status, data: unknown = null) {
  return reply.status(status).send(envelope(def.code, translate(request.locale, def.key), data));
}

/** Fastify's own client errors (bad JSON, body size, media type) mapped to spec codes; multipart limits are AppErrors (multipart-reader.ts). */
function mapFastifyClientError(error: FastifyError): { def: CodeDef; status: number } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { def: Codes.BAD_REQUEST, status: 413 };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { def: Codes.BAD_REQUEST, status: 415 };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { def: Codes.TOO_MANY_REQUESTS, status };
  if (status >= 400 && status < 500) return { def: Codes.BAD_REQUEST, status };
  return undefined;
}

/**
 * Fastify's router-level refusals, which never reach the error handler (Fastify option `frameworkErrors`): a URL
 * that does not percent-decode (400) and a path parameter longer than maxParamLength (414), in the envelope like
 * every other answer. The locale hook has not run yet, so the header is read here.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const locale = resolveLocale(request.headers['accept-language']);
  const status = error.code === 'FST_ERR_BAD_URL' ? 400 : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 500;
  const def = status === 500 ? Codes.SERVER_ERROR : Codes.BAD_REQUEST;
  if (status === 500) request.log.error({ err: error }, 'unhandled framework error');
  else request.log.info({ code: error.code }, 'client error');
  reply.status(status).send(envelope(def.code, translate(locale, def.key), null));
}

/**
 * The one error handler: AppError → its status and envelope; schema violations → 400 naming field and
 * rule; a lost or refused database connection → 503; known client errors → their class; anything else → 500
 * with no internals, logged with the request id.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      if (error instanceof AppError) {
        if (error.status >= 500) request.log.error({ err: error }, 'request failed');
        return reply.status(error.status).send(envelope(error.code, translate(request.locale, error.messageKey, error.vars), error.data));
      }
      if (error instanceof RequestValidationError) {
        const fields = fieldErrors(request.locale, error.issues);
        return reply.status(400).send(envelope(Codes.BAD_REQUEST.code, fields[0]?.message ?? translate(request.locale, Codes.BAD_REQUEST.key), { fields }));
      }
      // PostgreSQL restarting or failing over is not our fault and passes: 503, come back in a moment; a warning, not an error.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return send(reply, request, Codes.SERVICE_UNAVAILABLE);
      }
      const mapped = mapFastifyClientError(error as FastifyError);
      if (mapped) {
        request.log.info({ code: (error as FastifyError).code, message: error.message }, 'client error');
        return send(reply, request, mapped.def, mapped.status);
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, request, Codes.SERVER_ERROR);
    });
  },
  { name: 'error-handler', dependencies: ['locale'] },
);
