import { Codes } from '@sme/shared/codes';
import { translate } from '@sme/shared/i18n/messages';
import { LOCALES, type Locale } from '@sme/shared/constants';
import fp from 'fastify-plugin';
import { z } from 'zod';

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
