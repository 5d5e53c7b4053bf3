import { textProblem } from '@sme/shared/text-rules';
import fp from 'fastify-plugin';
import { RequestValidationError } from './validation';

// eslint-disable-next-line no-control-regex -- names with control characters are shown escaped
const CONTROL_GLOBAL = /[\u0000-\u001F\u007F-\u009F]/g;

/** A name as it may appear in a message: its control characters written as \uXXXX. */
function printable(name: string): string {
  return name.replace(CONTROL_GLOBAL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Where a value holds text that may not be stored, and which rule it breaks. */
export interface TextFault {
  path: string[];
  /** validation.controlChars or validation.brokenText (@sme/shared/text-rules). */
  key: string;
}

/**
 * The first string (value or property name) in `value` that breaks a text rule, or undefined. Iterative: JSON
 * bodies are at most MAX_JSON_DEPTH deep (body-parsers.ts), query strings and forms are flat.
 */
export function findTextFault(value: unknown): TextFault | undefined {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: node, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof node === 'string') {
      const key = textProblem(node);
      if (key) return { path, key };
    } else if (node !== null && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [name, child] of Object.entries(node)) {
        const childPath = [...path, Array.isArray(node) ? name : printable(name)];
        const key = textProblem(name);
        if (key) return { path: childPath, key };
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

/**
 * The edge check of the text rules (@sme/shared/text-rules): every path parameter, query parameter and body field
 * (JSON, form or multipart) of every route — whether its schema is shared, local to the server, or absent (routes
 * that read raw strings) — answers 400 naming the field, as the shared text schemas do. Runs in preValidation
 * after the multipart fields are read and the signature checked, before the session lookup and the route's schema,
 * so no such text reaches a query (PostgreSQL refuses NUL in text and jsonb, and lone surrogates in jsonb: 500s).
 */
export const textGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ] as const) {
        const fault = findTextFault(value);
        // A bare string body (JSON "text") has no field name: the part names it.
        if (fault)
          throw new RequestValidationError([{ code: 'custom', path: fault.path.length > 0 ? fault.path : [part], message: fault.key, input: undefined }], part);
      }
    });
  },
  { name: 'text-guard', dependencies: ['multipart-fields', 'signature'] },
);
