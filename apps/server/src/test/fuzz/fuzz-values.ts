import fc from 'fast-check';
import type { Pairs } from './fuzz-request';

/** JSON text written as is into a body (what JSON.stringify cannot say: 1e309, -0, 10,000 levels of nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A field set: body properties or query parameters, in a null-prototype object so `__proto__` is an ordinary name. */
export type Fields = Record<string, unknown>;

/** An empty field set. */
export const noFields = (): Fields => Object.create(null) as Fields;

/** A copy of a field set with some fields set (a null-prototype copy, so prototype names stay own fields). */
export function withFields(base: Fields, changes: Iterable<[string, unknown]> = []): Fields {
  const out = noFields();
  for (const [k, v] of Object.entries(base)) out[k] = v;
  for (const [k, v] of changes) out[k] = v;
  return out;
}

/** JSON text of a value holding RawJson pieces and null-prototype objects. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function pairsOf(name: string, value: unknown, out: Pairs): void {
  if (value === undefined) return;
  if (value instanceof RawJson) out.push([name, value.text]);
  else if (Array.isArray(value)) for (const v of value) pairsOf(name, v, out);
  // Objects become bracket names (a[b]=1), the way qs-style clients send them; our parsers keep such names flat.
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) pairsOf(`${name}[${k}]`, v, out);
  else out.push([name, value === null ? '' : String(value)]);
}

/** Query or form pairs of a field set: arrays repeat the name, objects use bracket names, null is empty. */
export function fieldPairs(fields: Fields): Pairs {
  const out: Pairs = [];
  for (const [name, value] of Object.entries(fields)) pairsOf(name, value, out);
  return out;
}

/** One megabyte of text (under the 1 MiB body limit once in JSON, so it reaches the route's validation). */
export const ONE_MB = 'x'.repeat(1_000_000);

/** Emoji with skin tones, zero-width joiners, flags and keycaps. */
export const EMOJI = '👩🏽‍💻🏳️‍🌈🇭🇰1️⃣😀🫠';

/** Right-to-left text with direction overrides and marks. */
export const RTL = 'مرحبا שלום \u202Eevil\u202C \u200F\u061C';

/** Control characters PostgreSQL refuses (NUL) or that should never be stored in text. */
export const CONTROL = ['a\u0000b', '\u0001\u0002\u001b[31m', '\u007f\u0085\u009f', 'x\u0000'];

/** Names that live on Object.prototype: a parameter collection in a plain object breaks on them. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__'];

/** Array nesting `depth` levels deep, as JSON text. */
export const nestedArrays = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** Object nesting `depth` levels deep, as JSON text. */
export const nestedObjects = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** A bracket name nested `depth` levels (a[a][a]…), for query strings and forms. */
export const nestedName = (name: string, depth: number) => `${name}${'[a]'.repeat(depth)}`;

/** Nasty values for any field: fast-check's own plus the classics. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    -1,
    0,
    2 ** 53 + 1,
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '',
    ' ',
    '0x10',
    'true',
    'null',
    'undefined',
    '[object Object]',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
  ),
  fc.constantFrom(EMOJI, RTL, ...CONTROL),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Malformed path parameter values (percent-encoded as they go on the wire). */
export const BAD_PATH_VALUES = [
  '%00',
  'a%00b',
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A',
  '%',
  encodeURIComponent(EMOJI),
  encodeURIComponent(RTL),
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
  'x'.repeat(300),
  '%20',
  '%0A%0D',
];
