import fc from 'fast-check';
import type { z } from 'zod';
import { z as zod } from 'zod';

// A small JSON Schema → fast-check generator: enough of draft 2020-12 as zod 4's toJSONSchema writes it (type, enum,
// const, anyOf/oneOf/allOf, properties/required/additionalProperties, items, string and number bounds, pattern,
// $ref into $defs). Whatever it does not know becomes any JSON value. Id-like fields draw from a pool of real ids
// when one is given, so valid-shaped inputs reach past "not found" into the handlers.

export type JsonSchema = { [key: string]: unknown };
export type IdPool = () => readonly (number | string)[];

const MAX_DEPTH = 6;

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  try {
    return zod.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

export const ID_FIELD = /(^id$|Id$|Ids$|_id$|^ids$|Code$)/;

const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<unknown>;

export function arbitraryFor(root: JsonSchema, ids?: IdPool): fc.Arbitrary<unknown> {
  const defs = { ...(root.$defs as Record<string, JsonSchema> | undefined), ...(root.definitions as object) } as Record<
    string,
    JsonSchema
  >;

  const resolve = (s: JsonSchema): JsonSchema => {
    const ref = s.$ref;
    if (typeof ref === 'string') {
      if (ref === '#') return root;
      const name = ref.split('/').pop() ?? '';
      return defs[name] ?? {};
    }
    return s;
  };

  const idArbitrary = (fallback: fc.Arbitrary<unknown>, type: unknown): fc.Arbitrary<unknown> => {
    if (!ids) return fallback;
    return fc.oneof(
      { weight: 2, arbitrary: fallback },
      {
        weight: 3,
        arbitrary: fc.constant(null).chain(() => {
          const pool = ids();
          if (pool.length === 0) return fallback;
          return fc
            .constantFrom(...pool)
            .map((v) => (type === 'string' ? String(v) : type === 'integer' ? Number(v) : v));
        }),
      },
    );
  };

  const go = (input: JsonSchema, depth: number, field?: string): fc.Arbitrary<unknown> => {
    const s = resolve(input);
    if (depth > MAX_DEPTH) return fc.constant(null);
    if ('const' in s) return fc.constant(s.const);
    if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as unknown[]));
    const union = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
    if (Array.isArray(union) && union.length > 0) return fc.oneof(...union.map((u) => go(u, depth + 1, field)));
    if (Array.isArray(s.allOf) && s.allOf.length > 0) return go({ ...(s.allOf[0] as JsonSchema) }, depth + 1, field);
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    let arb: fc.Arbitrary<unknown>;
    switch (type) {
      case 'string':
        arb = stringArb(s);
        break;
      case 'integer':
      case 'number':
        arb = numberArb(s, type === 'integer');
        break;
      case 'boolean':
        arb = fc.boolean();
        break;
      case 'null':
        arb = fc.constant(null);
        break;
      case 'array': {
        const items = (s.items as JsonSchema | undefined) ?? {};
        const minLength = Number(s.minItems ?? 0);
        const maxLength = Math.min(Number(s.maxItems ?? minLength + 4), minLength + 6);
        arb = fc.array(go(items, depth + 1, field), { minLength, maxLength });
        break;
      }
      case 'object':
        arb = objectArb(s, depth);
        break;
      default:
        arb = s.properties ? objectArb(s, depth) : anyJson;
    }
    if (field && ID_FIELD.test(field) && (type === 'integer' || type === 'string' || type === 'number'))
      return idArbitrary(arb, type);
    return arb;
  };

  const objectArb = (s: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    const props = (s.properties as Record<string, JsonSchema> | undefined) ?? {};
    const required = new Set((s.required as string[] | undefined) ?? []);
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, sub] of Object.entries(props)) record[key] = go(sub, depth + 1, key);
    const requiredKeys = Object.keys(props).filter((k) => required.has(k));
    const base = fc.record(record, { requiredKeys });
    const extra = s.additionalProperties;
    if (extra && typeof extra === 'object') {
      return fc
        .tuple(base, fc.dictionary(fc.string({ maxLength: 12 }), go(extra as JsonSchema, depth + 1), { maxKeys: 3 }))
        .map(([b, d]) => ({ ...d, ...(b as object) }));
    }
    return base;
  };

  return go(root, 0);
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = Number(s.minLength ?? 0);
  const maxLength = Math.min(Number(s.maxLength ?? 60), Math.max(minLength, 200));
  if (typeof s.pattern === 'string') {
    try {
      const re = new RegExp(s.pattern);
      // Lengths are not forced onto a pattern: an over-long match is one more wrong-shaped input.
      return fc.stringMatching(re);
    } catch {
      // fall through to a plain string
    }
  }
  switch (s.format) {
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
    case 'datetime':
      return fc.integer({ min: 0, max: 4102444800000 }).map((ms) => new Date(ms).toISOString());
    default:
  }
  return fc.string({
    minLength,
    maxLength,
    unit: fc.oneof(
      fc.constantFrom('a', '1', ' ', '中', '文', '😀'),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
    ),
  });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  let min = typeof s.minimum === 'number' ? s.minimum : Number.MIN_SAFE_INTEGER;
  let max = typeof s.maximum === 'number' ? s.maximum : Number.MAX_SAFE_INTEGER;
  if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + (integer ? 1 : Number.EPSILON);
  if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - (integer ? 1 : Number.EPSILON);
  if (integer) {
    min = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
    max = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
    if (min > max) return fc.constant(min);
    const lo = Math.max(min, -1000);
    const small = fc.integer({ min: lo, max: Math.min(max, lo + 2000) });
    // Over the whole range without filtering (a filter that seldom passes would spin): an offset from min.
    const span = max - min;
    const wide = fc.double({ min: 0, max: 1, noNaN: true }).map((f) => Math.min(max, min + Math.floor(f * span)));
    return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: wide }, fc.constantFrom(min, max));
  }
  return fc.double({ min: Math.max(min, -1e15), max: Math.min(max, 1e15), noNaN: true, noDefaultInfinity: true });
}

// ---- mutations: what a careless or hostile client sends ----

const CONTROL = ['\u0000', '\u0001', '\u0007', '\b', '\u001b', '\u007f', '\u2028', '\ufeff', '\ud800'];
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -9007199254740991,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    1.5,
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
    '😀👨‍👩‍👧‍👦🏳️‍🌈',
    '\u0000',
    'a\u0000b',
    '<script>alert(1)</script>',
    '${7*7}',
    '中'.repeat(5000),
    'x'.repeat(70_000),
    [],
    {},
    [null],
    JSON.parse('{"__proto__":{"polluted":1}}'),
    { constructor: { prototype: { polluted: 1 } } },
  ),
  fc.string({ unit: fc.constantFrom(...CONTROL, 'a', '😀') as fc.Arbitrary<string>, maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
);

/** Replaces one value somewhere in `value` (or the whole) with something of a wrong kind, or adds odd keys. */
export function mutate(value: unknown): fc.Arbitrary<unknown> {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (path.length > 4) return;
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(value, []);
  return fc
    .tuple(fc.constantFrom(...paths), nasty, fc.nat(3), fc.string({ maxLength: 8 }))
    .map(([path, junk, how, key]) => {
      const copy = structuredClone(value) as unknown;
      if (how === 0 && copy && typeof copy === 'object' && !Array.isArray(copy)) {
        // extra keys beside the valid ones
        (copy as Record<string, unknown>)[key || 'extra'] = junk;
        Object.defineProperty(copy, '__proto__', { value: junk, enumerable: true, configurable: true, writable: true });
        return copy;
      }
      if (path.length === 0) return junk;
      let parent = copy as Record<string | number, unknown>;
      for (const p of path.slice(0, -1)) parent = parent[p] as Record<string | number, unknown>;
      const last = path[path.length - 1]!;
      if (how === 1) delete parent[last];
      else parent[last] = junk;
      return copy;
    });
}

/** Bodies that are not what any schema expects: raw text sent as application/json. */
export const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    'null',
    '[]',
    '"x"',
    '0',
    '-0',
    '1e999',
    '{"a":}',
    '{"a":1,}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\u0000',
    '{"sec":"","body":""}',
    '{"sec":"YWJj","body":"YWJj"}',
    '{"sec":123,"body":[]}',
    '['.repeat(5000) + ']'.repeat(5000),
    '{"a":"' + 'x'.repeat(2_000_000) + '"}',
    '\ufeff{}',
  ),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
);
