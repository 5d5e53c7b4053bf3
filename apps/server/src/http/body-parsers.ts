import formbody from '@fastify/formbody';
import { Codes } from '@sme/shared/codes';
import fp from 'fastify-plugin';
import { AppError } from './app-error';

/**
 * The deepest nesting of arrays and objects a JSON body may have. Our own bodies nest three or four levels and
 * providers' webhooks under twenty; deeper text only exists to exhaust the stack of whatever walks it recursively
 * after JSON.parse (JSON.stringify into a jsonb column overflowed at 10,000 levels: a 500).
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests deeper than `max`: one linear scan counting brackets outside strings, without parsing
 * (so it cannot overflow itself). Malformed text is left to JSON.parse to refuse.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * Bodies: form-urlencoded (the spec's POST format) and JSON, whose raw text is kept because a JSON request signs
 * the SHA-256 of exactly the bytes it sent, and is refused (400) when it nests deeper than MAX_JSON_DEPTH, before
 * it is parsed. Forms and query strings cannot nest: fast-querystring keeps `a[b][c]` as one flat name (in a
 * null-prototype object), and multipart fields are plain strings (multipart.ts), so only JSON needs the limit.
 */
export const bodyParsersPlugin = fp(
  async (app) => {
    await app.register(formbody);
    app.decorateRequest('rawBody', undefined);
    // Fastify's own parser keeps its prototype-poisoning protection; we only capture the text and bound its depth first.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      if (jsonNestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
        done(new AppError(Codes.BAD_REQUEST, { messageKey: 'code.bodyTooDeep', vars: { max: MAX_JSON_DEPTH } }), undefined);
        return;
      }
      parseJson(request, body as string, done);
    });
  },
  { name: 'body-parsers' },
);
