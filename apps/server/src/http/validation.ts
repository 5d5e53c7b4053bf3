import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import type { z } from 'zod';

/** A request that failed its zod schema; keeps the zod issues so the error handler can name field and rule. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super(`invalid ${part}`);
  }
}

/**
 * Validator compiler for zod route schemas (replacing fastify-type-provider-zod's, which flattens the
 * issues into AJV-style errors and loses what issueMessage() needs).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };

/** A 400 naming one field and a `validation.*` rule, for rules a service checks against data (e.g. a city of the country). */
export function fieldError(field: string, messageKey: `validation.${string}`, input?: unknown): RequestValidationError {
  return new RequestValidationError([{ code: 'custom', path: field.split('.'), message: messageKey, input }], 'body');
}
