import fc from 'fast-check';
import type { KnownIds } from './fuzz-world';
import type { JsonSchema } from './openapi-operations';

/**
 * fast-check arbitraries of values a JSON Schema accepts (as far as the document's zod-made schemas go, helped by
 * the field's name where the document cannot say: emails, regions, phones, ids of rows that exist), so a malformed
 * variant breaks one thing and the rest of the request gets past validation into the route.
 */

/** What the generator knows beyond the schema: where the operation lives and the ids of existing rows. */
export interface ValueContext {
  /** The operation's path, whose words (order, product …) say what a plain `id` refers to. */
  path: string;
  knownIds: KnownIds;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Ids of existing rows a field may mean: by its name (productId), else by the path (/order/detail/{id}), else any. */
function knownIdsFor(ctx: ValueContext, name: string): string[] {
  const kinds = Object.keys(ctx.knownIds);
  const byName = kinds.filter((k) => name.toLowerCase().includes(k));
  const byPath = kinds.filter((k) => ctx.path.toLowerCase().includes(`/${k}`));
  const chosen = byName.length > 0 ? byName : byPath.length > 0 ? byPath : kinds;
  return chosen.flatMap((k) => ctx.knownIds[k] ?? []);
}

function idOf(ctx: ValueContext, name: string): fc.Arbitrary<string> {
  const known = knownIdsFor(ctx, name);
  // Mostly a row that exists (to get past "not found"), sometimes a stranger's id.
  return known.length > 0
    ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 4 }, { arbitrary: fc.uuid({ version: 4 }), weight: 1 })
    : fc.uuid({ version: 4 });
}

const looksLikeId = (name: string) => /(^id$|Id$|^ids$|Ids$)/.test(name);

/** Values for field names whose rules the document cannot express (a refine, a pipe). */
function byName(name: string): fc.Arbitrary<string> | undefined {
  if (/email/i.test(name)) return fc.constant('fuzz@example.com');
  if (/^region(Code)?$|^countryCode$|^country$/.test(name)) return fc.constant('HK');
  if (/mobile|phone/i.test(name)) return fc.constant('91234567');
  if (/password/i.test(name)) return fc.constant('Secret123');
  if (/^city$/.test(name)) return fc.constant('Wan Chai');
  return undefined;
}

/** Strings matching a pattern, or undefined for the patterns fast-check cannot generate (lookaheads). */
function patternOf(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function stringOf(schema: JsonSchema, ctx: ValueContext, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid' || (looksLikeId(name) && !schema.pattern)) return idOf(ctx, name);
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const named = byName(name);
  if (named) return named;
  const minLength = schema.minLength ?? 0;
  const matching = schema.pattern ? patternOf(schema.pattern) : undefined;
  // A pattern decides more than the lengths; lengths outside them are one of the malformed variants anyway.
  if (matching) return matching.filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40), 1);
  return fc.string({ minLength: Math.max(minLength, 1), maxLength, unit: 'grapheme-ascii' });
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const min = Math.max(schema.minimum ?? exclusive ?? 0, -1_000_000);
  return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? min + 100, min + 100)) });
}

/** Values the schema accepts for a field called `name` (the first branches of a union that are not null). */
export function validValue(schema: JsonSchema, ctx: ValueContext, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    const useful = branches.filter((b) => !typesOf(b).every((t) => t === 'null'));
    return fc.oneof(...(useful.length > 0 ? useful : branches).map((b) => validValue(b, ctx, name)));
  }
  if (schema.allOf && schema.allOf.length > 0) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, ctx, name);
  const type = typesOf(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'string':
      return stringOf(schema, ctx, name);
    case 'integer':
    case 'number':
      return integerOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(validValue(schema.items ?? {}, ctx, name), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 2, 2)) });
    }
    case 'object':
      return objectOf(schema, ctx);
    default:
      return fc.constant(null);
  }
}

/** An object with every required property and some of the optional ones. */
export function objectOf(schema: JsonSchema, ctx: ValueContext): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, validValue(s, ctx, name)]));
  return fc.record(shape, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Whether a schema takes a number (integer or number) rather than text. */
export function isNumeric(schema: JsonSchema): boolean {
  const branches = schema.anyOf ?? schema.oneOf ?? [schema];
  return branches.some((b) => typesOf(b).some((t) => t === 'integer' || t === 'number'));
}

/** Whether a schema takes free text: a string (or a union with one) without enum, format or pattern. */
export function isFreeText(schema: JsonSchema): boolean {
  const branches = schema.anyOf ?? schema.oneOf ?? [schema];
  return branches.some((b) => typesOf(b).includes('string') && !b.enum && !b.format && !b.pattern && b.const === undefined);
}
