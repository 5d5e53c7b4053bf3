import fc from 'fast-check';
import type { FuzzBody, FuzzRequest, Pairs } from './fuzz-request';
import { CONTROL, EMOJI, type Fields, PROTOTYPE_KEYS, fieldPairs, jsonText, withFields } from './fuzz-values';
import type { Operation } from './openapi-operations';

/**
 * The malformed requests that break the request's form rather than its fields: for bodies, broken JSON, other
 * formats and media types, files where none are taken, invalid UTF-8, too large, a query beside a JSON body; for
 * reads, repeated and bracket names and a body nobody reads.
 */

/** Draws one value from an arbitrary, reproducibly (malformed-variants.ts seeds it per operation). */
export type Draw = <T>(arb: fc.Arbitrary<T>) => T;

/** Broken bodies: bad JSON, non-object JSON, other formats and media types, invalid UTF-8, too large, a query on a body request. */
export function bodyFormatVariants(op: Operation, base: Fields, path: string, draw: Draw): FuzzRequest[] {
  const req = (kind: string, body: FuzzBody, query: Pairs = []): FuzzRequest => ({ kind, auth: 'session', method: op.method, path, query, body });
  return [
    req('bad-json', { json: draw(fc.constantFrom('{"a":', '{a:1}', "{'a':1}", '{"a":1,}', 'NaN', '', '\u0000')) }),
    req('json-not-object', { json: draw(fc.constantFrom('[]', '"text"', 'null', '42', 'true', '[{"a":1}]')) }),
    req('form-body', { form: fieldPairs(base) }),
    req('json-body', { json: jsonText(base) }),
    req('multipart-body', { multipart: fieldPairs(base) }),
    req('multipart-file', {
      multipart: fieldPairs(base),
      file: {
        field: draw(fc.constantFrom('fileDatas', 'cFiles', 'file')),
        filename: draw(fc.constantFrom('a\u0000b.png', '../../etc/passwd', `${EMOJI}.png`, 'n'.repeat(5_000), '')),
        content: Buffer.from(draw(fc.uint8Array({ minLength: 1, maxLength: 2048 }))),
      },
    }),
    req('prototype-names-form', {
      form: fieldPairs(
        withFields(
          base,
          PROTOTYPE_KEYS.map((k) => [k, k] as [string, unknown]),
        ),
      ),
    }),
    req('media-type', {
      raw: 'a=1',
      contentType: draw(
        fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded; charset=latin1', 'image/png', 'application/json; charset=utf-16'),
      ),
    }),
    req('invalid-utf8', {
      raw: Buffer.concat([Buffer.from('{"q":"'), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('"}')]),
      contentType: 'application/json',
    }),
    req('too-large', { json: jsonText(withFields(base, [['q', 'x'.repeat(1_100_000)]])) }),
    req('query-on-body', { json: jsonText(base) }, [
      ['q', CONTROL[0] as string],
      ['__proto__', 'x'],
    ]),
  ];
}

/** Query-only troubles (the 1 MB value is huge-string's): many repeats of each name, a JSON body on a read, bracket names. */
export function queryFormatVariants(op: Operation, base: Fields, path: string, draw: Draw): FuzzRequest[] {
  const pairs = fieldPairs(base);
  return [
    {
      kind: 'repeated-names',
      auth: 'session',
      method: op.method,
      path,
      query: Array.from({ length: 100 }, () => pairs)
        .flat()
        .concat([['q', 'q']]),
    },
    { kind: 'body-on-read', auth: 'session', method: op.method, path, query: pairs, body: { json: jsonText(base) } },
    {
      kind: 'bracket-names',
      auth: 'session',
      method: op.method,
      path,
      query: [
        [`${draw(fc.constantFrom(...(Object.keys(base).length > 0 ? Object.keys(base) : ['q'])))}[]`, '1'],
        ['a[__proto__][x]', '1'],
        ['a[constructor][prototype][x]', '1'],
      ],
    },
  ];
}
