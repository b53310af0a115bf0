import fc from 'fast-check';
import { contract } from '../openapi-validator';
import type { Operation, Parameter } from './operations';
import { badValues, brokenBodies } from './values';

/** One bad request for an operation, and the status the contract answers it with. */
export interface BadCase {
  /** What is wrong with it, for the failure message. */
  what: string;
  /** The path under the base URL, its parameters filled in and encoded. */
  path: string;
  /** The raw query string, without `?`. */
  query: string;
  /** The raw body and its content type, when one is sent. */
  body?: { text: string; type: string };
  /** 415 for a body that is not JSON where JSON is taken, else 400. */
  status: 400 | 415;
}

const JSON_TYPE = 'application/json';
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=x',
];

/** Whether `value` can travel in a URL and the contract refuses it for a query or path parameter (values are strings; integers digits only). */
function refused(parameter: Parameter, value: string): boolean {
  // A lone surrogate cannot travel in a URL: encoding turns it into U+FFFD or fails.
  if (/\p{Cs}/u.test(value)) return false;
  const { type, minimum, maximum } = parameter.schema as { type?: string; minimum?: number; maximum?: number };
  if (type === 'integer')
    return !/^[0-9]+$/.test(value) || Number(value) < (minimum ?? -Infinity) || Number(value) > (maximum ?? Infinity);
  return contract.errorsFor(parameter.pointer, value) !== null;
}

/** A value the contract takes for `parameter`: its first example, else one drawn from its pattern. */
function validValue(parameter: Parameter, seed: number): string {
  const { examples, pattern } = parameter.schema as { examples?: string[]; pattern?: string };
  if (examples?.[0] !== undefined) return examples[0];
  if (pattern) return fc.sample(fc.stringMatching(new RegExp(pattern, 'u')), { seed, numRuns: 1 })[0]!;
  throw new Error(`no valid value known for parameter ${parameter.name}`);
}

const queryString = (entries: [string, string][]) => new URLSearchParams(entries).toString();

/**
 * The bad requests of `op`, from its schema: each case breaks one thing of an otherwise valid
 * request (path ids are well formed but name nothing, so a target that wrongly takes a case
 * answers 404 and changes nothing). Cases the contract would accept are never produced.
 */
export function badCases(op: Operation, seed: number): fc.Arbitrary<BadCase> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const ids = Object.fromEntries(pathParams.map((p) => [p.name, validValue(p, seed)]));
  const pathWith = (values: Record<string, string>) =>
    op.template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name]!));
  const requiredQuery: [string, string][] = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, validValue(p, seed)]);
  const exampleText = op.body ? JSON.stringify(op.body.example) : undefined;
  const base = {
    path: pathWith(ids),
    query: queryString(requiredQuery),
    ...(exampleText === undefined ? {} : { body: { text: exampleText, type: JSON_TYPE } }),
    status: 400 as const,
  };
  const kinds: fc.Arbitrary<BadCase>[] = [];

  const listed = op.parameters.map((p) => p.name);
  const unknownName = fc.string({ minLength: 1, maxLength: 12 }).filter((name) => !listed.includes(name));
  kinds.push(
    fc.tuple(unknownName, fc.string({ maxLength: 8 })).map(([name, value]) => ({
      ...base,
      what: `unknown query parameter ${JSON.stringify(name)}`,
      query: queryString([...requiredQuery, [name, value]]),
    })),
  );

  for (const parameter of queryParams) {
    const others = requiredQuery.filter(([name]) => name !== parameter.name);
    const bad = badValues(parameter.schema)
      .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
      .filter((value) => refused(parameter, value));
    kinds.push(
      bad.map((value) => ({
        ...base,
        what: `query ${parameter.name}=${JSON.stringify(value).slice(0, 80)}`,
        query: queryString([...others, [parameter.name, value]]),
      })),
    );
    if (parameter.required)
      kinds.push(fc.constant({ ...base, what: `query without ${parameter.name}`, query: queryString(others) }));
  }

  for (const parameter of pathParams) {
    // An empty segment or a dot segment would name another route, not a bad id.
    const bad = badValues(parameter.schema).filter(
      (value): value is string =>
        typeof value === 'string' && !['', '.', '..'].includes(value) && refused(parameter, value),
    );
    kinds.push(
      bad.map((value) => ({
        ...base,
        what: `path ${parameter.name}=${JSON.stringify(value).slice(0, 80)}`,
        path: pathWith({ ...ids, [parameter.name]: value }),
      })),
    );
  }

  if (op.body && exampleText !== undefined) {
    const { schema, pointer, example } = op.body;
    const sent = brokenBodies(schema, example)
      .map(({ body, change }) => ({ text: JSON.stringify(body), change }))
      // What is judged is what travels: JSON has no undefined, NaN or Infinity.
      .filter(({ text }) => text !== undefined && contract.errorsFor(pointer, JSON.parse(text)) !== null);
    kinds.push(
      sent.map(({ text, change }) => ({ ...base, what: `body with ${change}`, body: { text, type: JSON_TYPE } })),
    );
    kinds.push(
      fc.integer({ min: 0, max: exampleText.length - 1 }).map((cut) => ({
        ...base,
        what: `malformed JSON cut at ${cut}`,
        body: { text: exampleText.slice(0, cut) || '{', type: JSON_TYPE },
      })),
    );
    kinds.push(
      fc
        .constantFrom(...OTHER_TYPES)
        .map((type) => ({ ...base, what: `body as ${type}`, body: { text: exampleText, type }, status: 415 as const })),
    );
  } else if (op.writes) {
    const text = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
      fc.string({ minLength: 1, maxLength: 64 }),
    );
    kinds.push(
      fc.tuple(text, fc.constantFrom(JSON_TYPE, ...OTHER_TYPES)).map(([body, type]) => ({
        ...base,
        what: `a body (${type}) where none is taken`,
        body: { text: body.slice(0, 1000), type },
      })),
    );
  }
  return fc.oneof(...kinds);
}
