import fc from 'fast-check';
import type { FuzzAuth, FuzzBody, FuzzRequest } from './fuzz-request';
import { type Draw, bodyFormatVariants, queryFormatVariants } from './format-variants';
import {
  BAD_PATH_VALUES,
  CONTROL,
  EMOJI,
  type Fields,
  ONE_MB,
  PROTOTYPE_KEYS,
  RTL,
  RawJson,
  fieldPairs,
  jsonText,
  nastyValue,
  nestedArrays,
  nestedName,
  nestedObjects,
  noFields,
  withFields,
} from './fuzz-values';
import type { JsonSchema, Operation, OperationParam } from './openapi-operations';
import type { KnownIds } from './fuzz-world';
import { type ValueContext, isFreeText, isNumeric, objectOf, validValue } from './schema-values';

/**
 * The malformed requests the fuzzer sends to one operation: a fixed catalogue of kinds (missing, extra and
 * wrong-typed fields, 1 MB strings, emoji and RTL text, control characters, -1 / 1e309 / NaN, arrays for scalars,
 * prototype keys, deep nesting, broken bodies and media types, bad path parameters, unsigned and signed-out) whose
 * details — which field, which value, plus a few wholly random requests — fast-check draws from a fixed seed.
 */

/** Wholly random requests per operation, on top of the catalogue. */
const RANDOM_VARIANTS = 4;

function seedOf(operationId: string, base: number): number {
  let h = base | 0;
  for (const ch of operationId) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** Draws values for one operation from a sequence of seeds, so every draw is reproducible and independent of the others. */
function drawer(operationId: string, seed: number): Draw {
  let n = 0;
  return <T>(arb: fc.Arbitrary<T>): T => {
    const [value] = fc.sample(arb, { seed: seedOf(operationId, seed) + n++, numRuns: 1 });
    return value as T;
  };
}

function paramsSchema(params: OperationParam[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/** The longest text a schema allows (a union's longest branch), 100 when it sets none. */
function maxLengthOf(schema: JsonSchema): number {
  const lengths = (schema.anyOf ?? schema.oneOf ?? [schema]).map((b) => b.maxLength).filter((n): n is number => n !== undefined);
  return lengths.length > 0 ? Math.max(...lengths) : 100;
}

function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
}

function encodedPathValues(values: Fields): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(String(v))]));
}

/** Every malformed request for one operation, reproducible from `seed`. */
export function malformedVariants(op: Operation, seed: number, knownIds: KnownIds): FuzzRequest[] {
  const draw = drawer(op.operationId, seed);
  const ctx: ValueContext = { path: op.path, knownIds };
  const onBody = op.method !== 'GET';
  // Bodies go as JSON (raw text can say 1e309 and nest), except to multipart routes; a body-less POST gets JSON too.
  const jsonBody = onBody && op.bodyKind !== 'multipart';
  const schema = onBody ? op.body : paramsSchema(op.queryParams);
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const required = schema.required ?? [];
  const base = withFields(draw(objectOf(schema, ctx)) as Fields);
  const goodPath = fillPath(op.path, encodedPathValues(draw(objectOf(paramsSchema(op.pathParams), ctx)) as Fields));
  // Free-text fields take the text attacks while the other fields stay valid, so the text reaches the route.
  const textNames = names.filter((n) => isFreeText(properties[n] ?? {}));
  const numericNames = names.filter((n) => isNumeric(properties[n] ?? {}));
  const pick = (list: string[]) => (list.length > 0 ? draw(fc.constantFrom(...list)) : 'q');
  const setAll = (list: string[], value: (name: string) => unknown) =>
    withFields(
      base,
      (list.length > 0 ? list : ['q']).map((n) => [n, value(n)] as [string, unknown]),
    );
  const everyField = (value: (name: string) => unknown) => setAll(names, value);
  const everyText = (value: (name: string) => unknown) => setAll(textNames.length > 0 ? textNames : names, value);

  // How a field set travels: a JSON body, multipart fields (file routes), or the query (GET).
  const bodyOf = (fields: Fields): FuzzBody => (jsonBody ? { json: jsonText(fields) } : { multipart: fieldPairs(fields) });
  const request = (kind: string, fields: Fields, extra: Partial<FuzzRequest> = {}): FuzzRequest =>
    onBody
      ? { kind, auth: 'session', method: op.method, path: goodPath, query: [], body: bodyOf(fields), ...extra }
      : { kind, auth: 'session', method: op.method, path: goodPath, query: fieldPairs(fields), ...extra };
  const withAuth = (kind: string, auth: FuzzAuth) => request(kind, base, { auth });

  const wrongTypeFor = (name: string): unknown => {
    const numeric = isNumeric(properties[name] ?? {});
    return draw(fc.constantFrom<unknown>(numeric ? 'abc' : 12345, true, { nested: { value: 1 } }, [], null, numeric ? '' : -0.5));
  };
  const wrongType = () => {
    const name = pick(names);
    return request('wrong-type', withFields(base, [[name, wrongTypeFor(name)]]));
  };
  const variants: FuzzRequest[] = [
    request('empty', noFields()),
    request('missing-required', withFields(base, [[pick(required.length > 0 ? required : names), undefined]])),
    request('extra-field', withFields(base, [[draw(fc.string({ minLength: 1, maxLength: 20 })), draw(nastyValue)]])),
    wrongType(),
    request('wrong-type-all', everyField(wrongTypeFor)),
    request('huge-string', withFields(base, [[pick(names), ONE_MB]])),
    request(
      'emoji',
      everyText(() => EMOJI),
    ),
    request(
      'rtl',
      everyText(() => RTL),
    ),
    request(
      'nul',
      everyText(() => CONTROL[0]),
    ),
    request(
      'nul-everywhere',
      everyField(() => CONTROL[0]),
    ),
    request(
      'control',
      everyText(() => draw(fc.constantFrom(...CONTROL.slice(1)))),
    ),
    request(
      'negative',
      everyField(() => -1),
    ),
    request(
      'infinity',
      everyField(() => (jsonBody ? new RawJson('1e309') : '1e309')),
    ),
    request(
      'nan',
      everyField(() => draw(fc.constantFrom('NaN', 'Infinity', '-Infinity'))),
    ),
    request(
      'big-number',
      everyField(() => new RawJson(draw(fc.constantFrom('9007199254740993', '1e21', '-0', '0.1', '1e-400', '-9999999999999999999')))),
    ),
    request(
      'big-number-text',
      everyText(() => draw(fc.constantFrom('9007199254740993', '1e21', '-0', '0x1F', '1_000'))),
    ),
    // Edges the schema allows: numbers at their bounds, texts at their longest in characters that grow when escaped.
    request(
      'at-maximum',
      setAll(numericNames, (n) => properties[n]?.maximum ?? Number.MAX_SAFE_INTEGER),
    ),
    request(
      'at-minimum',
      setAll(numericNames, (n) => properties[n]?.minimum ?? Number.MIN_SAFE_INTEGER),
    ),
    request(
      'longest-text',
      everyText((n) => draw(fc.constantFrom('&', '<', '"', '中', '👩🏽‍💻')).repeat(maxLengthOf(properties[n] ?? {}))),
    ),
    request(
      'array-for-scalar',
      everyField((n) => [base[n] ?? 'a', base[n] ?? 'b']),
    ),
    request(
      'object-for-scalar',
      everyField(() => ({ $gt: '', length: 1 })),
    ),
    request(
      'null-all',
      everyField(() => null),
    ),
    request(
      'empty-strings',
      everyField(() => ''),
    ),
    // Prototype names as plain names with text values (they pass JSON's poisoning check and reach the routes), alone or
    // beside valid fields; and the poisoning shapes themselves (`__proto__` / `constructor.prototype` objects).
    request(
      'prototype-names',
      withFields(
        base,
        PROTOTYPE_KEYS.map((k) => [k, k] as [string, unknown]),
      ),
    ),
    request(
      'prototype-names-only',
      withFields(
        noFields(),
        PROTOTYPE_KEYS.map((k) => [k, draw(fc.constantFrom(k, '1', ''))] as [string, unknown]),
      ),
    ),
    request(
      'prototype-poisoning',
      withFields(base, [
        ['__proto__', { polluted: 1 }],
        ['constructor', { prototype: { polluted: 1 } }],
      ]),
    ),
    request('deep-nesting', jsonBody ? withFields(base, [[pick(names), nestedArrays(10_000)]]) : withFields(base, [[nestedName(pick(names), 10_000), '1']])),
    request('nesting-over-limit', jsonBody ? withFields(base, [[pick(names), nestedObjects(100)]]) : withFields(base, [[nestedName(pick(names), 100), '1']])),
    request('long-name', withFields(base, [['n'.repeat(10_000), 'v']])),
    request(
      'many-fields',
      withFields(
        base,
        Array.from({ length: 1_000 }, (_, i) => [`f${i}`, i] as [string, unknown]),
      ),
    ),
    request(
      'unicode-edge',
      everyText(() => new RawJson(draw(fc.constantFrom('"\\ud800"', '"\\udfff x"', '"\\ufeff\\uffff"', '"\\u202e"')))),
    ),
    // Path parameters: malformed values where the path has some, a malformed sub-path where it has none (framework 404).
    {
      ...request('bad-path', base),
      path:
        op.pathParams.length > 0
          ? fillPath(op.path, Object.fromEntries(op.pathParams.map((p) => [p.name, draw(fc.constantFrom(...BAD_PATH_VALUES))])))
          : `${goodPath}/${draw(fc.constantFrom(...BAD_PATH_VALUES))}`,
    },
    // A method the path does not have: the framework's 404, which must be the envelope too.
    { ...request('wrong-method', base), method: op.method === 'GET' ? 'DELETE' : 'PUT' },
    withAuth('unsigned', 'unsigned'),
    withAuth('signed-out', 'signed-out'),
    ...(onBody ? bodyFormatVariants(op, base, goodPath, draw) : queryFormatVariants(op, base, goodPath, draw)),
  ];
  const randomFields = fc.dictionary(fc.oneof(fc.constantFrom(...(names.length > 0 ? names : ['q'])), fc.string({ maxLength: 12 })), nastyValue, {
    maxKeys: 8,
  });
  for (let i = 0; i < RANDOM_VARIANTS; i++) variants.push(request('random', withFields(base, Object.entries(draw(randomFields)))));
  return variants;
}

/** A request the operation should accept as far as its schema goes (the first request, also used to find who may call it). */
export function plausibleRequest(op: Operation, seed: number, knownIds: KnownIds): FuzzRequest {
  const draw = drawer(op.operationId, seed ^ 0x5bd1e995);
  const ctx: ValueContext = { path: op.path, knownIds };
  const fields = withFields(draw(validValue(op.method === 'GET' ? paramsSchema(op.queryParams) : op.body, ctx)) as Fields);
  const path = fillPath(op.path, encodedPathValues(draw(objectOf(paramsSchema(op.pathParams), ctx)) as Fields));
  if (op.method === 'GET') return { kind: 'plausible', auth: 'session', method: op.method, path, query: fieldPairs(fields) };
  const body: FuzzBody = op.bodyKind === 'multipart' ? { multipart: fieldPairs(fields) } : { json: jsonText(fields) };
  return { kind: 'plausible', auth: 'session', method: op.method, path, query: [], body };
}
