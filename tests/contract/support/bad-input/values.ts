import fc from 'fast-check';
import { type Json, resolve } from './operations';

/** Where a value sits in a JSON body: keys and array indexes from the root. */
export type JsonPath = (string | number)[];

/** A place in a body the generator may break, with the schema that governs it. */
export interface Slot {
  path: JsonPath;
  schema: Json;
}

/** A schema with its `$ref` followed and its `allOf` parts merged (properties and required). */
export function effective(schema: Json): Json {
  const { node } = resolve(schema, '');
  const parts = (node.allOf as Json[] | undefined)?.map(effective) ?? [];
  if (parts.length === 0) return node;
  const merged: Json = { ...node, type: 'object', properties: {}, required: [] };
  for (const part of [node, ...parts]) {
    Object.assign(merged.properties as Json, part.properties ?? {});
    (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
  }
  return merged;
}

const branchesOf = (schema: Json) =>
  [...((schema.anyOf as Json[] | undefined) ?? []), ...((schema.oneOf as Json[] | undefined) ?? [])].map(effective);

/** Values of every JSON type: whichever is not the schema's type is a wrong type. */
const anyType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.constant([]),
  fc.constant({}),
);

/** Strings longer than `max` code points, of one-unit, accented, astral and blank characters. */
const overlong = (max: number) =>
  fc
    .tuple(fc.integer({ min: max + 1, max: max + 8 }), fc.constantFrom('a', 'é', '😀', ' ', '1'))
    .map(([length, char]) => char.repeat(length));

/** Strings that miss patterns and formats: random text, control characters, lone surrogates, blanks. */
const offPattern = fc.oneof(
  fc.string({ maxLength: 16 }),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.constantFrom(
    ' ',
    '\t',
    'a\u0000b',
    'a\u0007',
    '\ud800',
    ' padded ',
    'not-an-email',
    'javascript:alert(1)',
    '//host/x',
    'data:text/html;base64,PA==',
  ),
);

/**
 * Candidate bad values for one schema: wrong types, numeric strings for numbers, empty and
 * overlong strings, strings off the pattern, format or enum, numbers out of range or fractional,
 * arrays too long or with bad items. Some candidates may still be valid: the caller keeps only
 * those the contract refuses.
 */
export function badValues(raw: Json): fc.Arbitrary<unknown> {
  const schema = effective(raw);
  const arbitraries: fc.Arbitrary<unknown>[] = [anyType, ...branchesOf(schema).map(badValues)];
  const { type, minimum, maximum, maxLength, minLength, maxItems, items } = schema as {
    type?: string;
    minimum?: number;
    maximum?: number;
    maxLength?: number;
    minLength?: number;
    maxItems?: number;
    items?: Json;
  };
  if (type === 'string' || schema.enum || schema.const !== undefined) {
    arbitraries.push(offPattern, fc.constant(''));
    if (maxLength !== undefined) arbitraries.push(overlong(maxLength));
    if (minLength !== undefined && minLength > 1) arbitraries.push(fc.string({ maxLength: minLength - 1 }));
  }
  if (type === 'integer' || type === 'number') {
    const low = minimum ?? -1_000_000;
    const high = maximum ?? 1_000_000;
    arbitraries.push(
      fc.integer({ min: low, max: high }).map(String),
      fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }),
    );
    if (minimum !== undefined) arbitraries.push(fc.integer({ min: minimum - 1_000_000_000, max: minimum - 1 }));
    if (maximum !== undefined) arbitraries.push(fc.integer({ min: maximum + 1, max: maximum + 1_000_000_000 }));
  }
  if (type === 'array') {
    if (items) arbitraries.push(fc.array(badValues(items), { minLength: 1, maxLength: 3 }));
    if (maxItems !== undefined)
      arbitraries.push(fc.array(anyType, { minLength: maxItems + 1, maxLength: maxItems + 1 }));
  }
  return fc.oneof(...arbitraries);
}

/** Every place of a body under `schema` down to `depth` levels: the root, each property, each array's first item. */
export function slotsOf(raw: Json, path: JsonPath = [], depth = 3): Slot[] {
  const schema = effective(raw);
  const here: Slot = { path, schema };
  if (depth === 0) return [here];
  const properties = Object.entries((schema.properties as Record<string, Json> | undefined) ?? {});
  const children = properties.flatMap(([key, child]) => slotsOf(child, [...path, key], depth - 1));
  const items = schema.type === 'array' && schema.items ? slotsOf(schema.items as Json, [...path, 0], depth - 1) : [];
  return [here, ...children, ...items];
}

/** A deep copy of `body` with `value` at `path` (containers made on the way), or the key removed when `remove`. */
export function changedAt(body: unknown, path: JsonPath, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const copy = (
    Array.isArray(body)
      ? [...(body as unknown[])]
      : typeof body === 'object' && body !== null
        ? { ...body }
        : typeof key === 'number'
          ? []
          : {}
  ) as Record<string | number, unknown>;
  if (remove && rest.length === 0) {
    delete copy[key!];
    return copy;
  }
  // defineProperty, so that a generated key such as `__proto__` becomes an own property like JSON's.
  Object.defineProperty(copy, key!, {
    value: changedAt(copy[key!], rest, value, remove),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** Whole bodies that break `example` at one slot: a bad value, a required property left out, or a property the schema does not list. */
export function brokenBodies(bodySchema: Json, example: unknown): fc.Arbitrary<{ body: unknown; change: string }> {
  const slots = slotsOf(bodySchema);
  return fc.constantFrom(...slots).chain(({ path, schema }) => {
    const where = path.length === 0 ? 'the body' : path.join('.');
    const options: fc.Arbitrary<{ body: unknown; change: string }>[] = [
      badValues(schema).map((value) => ({
        body: changedAt(example, path, value),
        change: `${where} = ${JSON.stringify(value)?.slice(0, 80)}`,
      })),
    ];
    const required = (schema.required as string[] | undefined) ?? [];
    if (required.length > 0)
      options.push(
        fc.constantFrom(...required).map((key) => ({
          body: changedAt(example, [...path, key], undefined, true),
          change: `${where} without ${key}`,
        })),
      );
    if (schema.type === 'object') {
      const listed = Object.keys((schema.properties as Json | undefined) ?? {});
      const key = fc.string({ minLength: 1, maxLength: 10 }).filter((name) => !listed.includes(name));
      options.push(
        fc.tuple(key, fc.jsonValue({ maxDepth: 1 })).map(([name, value]) => ({
          body: changedAt(example, [...path, name], value),
          change: `${where} with an extra ${JSON.stringify(name)}`,
        })),
      );
    }
    return fc.oneof(...options);
  });
}
