import { Codes } from '@sme/shared/codes';
import { translate } from '@sme/shared/i18n/messages';
import { LOCALES, type Locale } from '@sme/shared/constants';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { safeParse } from 'zod/v4/core';

/** The answer shape of every API call (DESIGN.md, "The envelope"). */
export interface Envelope<T> {
  meta: { code: number; message: string };
  data: T;
}

/** The success envelope. Its message key is resolved in the request locale just before serialisation. */
export function ok<T>(data: T): Envelope<T> {
  return { meta: { code: Codes.OK.code, message: Codes.OK.key }, data };
}

/** An envelope with a given code and already translated message (errors, not-found). */
export function envelope<T>(code: number, message: string, data: T): Envelope<T> {
  return { meta: { code, message }, data };
}

/** The zod schema of an envelope around `data`, for route response schemas (OpenAPI). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ meta: z.object({ code: z.number().int(), message: z.string() }), data });
}

const OK_MESSAGES = Object.fromEntries(LOCALES.map((l) => [l, translate(l, Codes.OK.key)])) as Record<Locale, string>;

function isOkEnvelope(payload: unknown): payload is Envelope<unknown> {
  if (payload === null || typeof payload !== 'object' || !('meta' in payload)) return false;
  const meta = (payload as { meta: unknown }).meta;
  return meta !== null && typeof meta === 'object' && (meta as { message?: unknown }).message === Codes.OK.key;
}

/** The content type Fastify gives a serialized JSON answer. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** JSON text of cached answers, per answer object and locale; it goes when the cache drops the answer. */
const okJsonOf = new WeakMap<object, Partial<Record<Locale, string>>>();

/**
 * Answers ok(data) for an answer object that is cached and served unchanged to many callers (public catalogue answers
 * of anonymous visitors): its JSON is written once per object and locale, checked against `schema` as the route's
 * serializer would, and later hits send that text as it is (the serializer and the preSerialization hook do not run;
 * onSend hooks do). An answer that does not fit the schema takes the ordinary path and fails there as any other.
 */
export function replyCachedOk<T extends object>(reply: FastifyReply, schema: z.ZodType, data: T): FastifyReply | Envelope<T> {
  const locale = reply.request.locale;
  let texts = okJsonOf.get(data);
  let json = texts?.[locale];
  if (json === undefined) {
    const checked = safeParse(schema, { meta: { code: Codes.OK.code, message: OK_MESSAGES[locale] }, data });
    if (!checked.success) return ok(data);
    json = JSON.stringify(checked.data);
    if (!texts) okJsonOf.set(data, (texts = {}));
    texts[locale] = json;
  }
  return reply.type(JSON_CONTENT_TYPE).send(json);
}

/** Resolves the success message of ok() envelopes in the request's locale. */
export const envelopePlugin = fp(
  async (app) => {
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      // A new object: routes may answer a cached envelope, which must keep its key for the next locale.
      if (isOkEnvelope(payload)) return { ...payload, meta: { code: payload.meta.code, message: OK_MESSAGES[request.locale] } };
      return payload;
    });
  },
  { name: 'envelope', dependencies: ['locale'] },
);
