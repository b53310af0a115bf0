import type Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv/dist/2020';
import type { DataValidationCxt } from 'ajv/dist/types';
import { refusal } from '../errors';
import { contractAjv, contractRef } from './contract-ajv';
import {
  type ContractDocument,
  type Operation,
  type Parameter,
  type Reference,
  type RequestBody,
  OPERATION_METHODS,
  declared,
  dereference,
  pointerKey,
} from './contract-document';
import { clearestError, errorRule, errorSegments } from './schema-errors';

/** Where an input comes from: the first word of the field a refusal names (`body.realName`, `query.pageSize`). */
type InputSource = 'params' | 'query' | 'body';

/** A check of one input: answers the value the handler gets (coerced, defaulted, trimmed) or throws the 400. */
export type InputCheck = (input: unknown) => unknown;

/** How the mock checks one operation's input, all from the contract. */
export interface OperationRules {
  /** The path parameters; null when the path has none. */
  params: InputCheck | null;
  /** The query: the parameters the operation lists, and no other. */
  query: InputCheck;
  /** Whether the operation lists query parameters (some have defaults to fill in when none is sent). */
  takesQuery: boolean;
  /** The JSON body; null when the operation documents none, and then refuses one. */
  body: InputCheck | null;
}

/**
 * The keyword marking the contract's shown text for storing trimmed. The contract's introduction
 * says what shown text is: text that refuses control characters, whose leading and trailing white
 * space is removed before it is stored. So a string whose `pattern` ends by refusing them is
 * shown text, wherever the contract states it, and no route lists its names and memos.
 */
const STORED_TRIMMED = 'x-mock-stored-trimmed';
const SHOWN_TEXT_END = String.raw`[^\p{Cc}\p{Cs}]*$`;

/**
 * Components whose refusal has an `ErrorReason` of its own rather than `invalid_request`: the
 * request check takes any string for them and the route's own rule refuses the rest with that
 * reason (a menu's icon: `unknown_icon`, `system-menus/menu-rules.ts`).
 */
const REFUSED_BY_THEIR_ROUTE = ['MenuIcon'];

/** A copy of `document` with shown text marked and the components above loosened. */
function requestDialect(document: ContractDocument): ContractDocument {
  const copy = structuredClone(document);
  const mark = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const schema = node as Record<string, unknown>;
    if (typeof schema.pattern === 'string' && schema.pattern.endsWith(SHOWN_TEXT_END)) schema[STORED_TRIMMED] = true;
    Object.values(schema).forEach(mark);
  };
  mark(copy);
  const schemas = copy.components?.schemas as Record<string, unknown> | undefined;
  for (const name of REFUSED_BY_THEIR_ROUTE) if (schemas?.[name]) schemas[name] = { type: 'string' };
  return copy;
}

function requestAjv(document: ContractDocument): Ajv2020 {
  // The first fault is enough for a 400, and is found sooner; `default`s fill in what is left out.
  const ajv = contractAjv(requestDialect(document), { useDefaults: true });
  ajv.addKeyword({
    keyword: STORED_TRIMMED,
    schemaType: 'boolean',
    modifying: true,
    // After the schema's other keywords: lengths are counted and patterns matched before the trim.
    post: true,
    errors: false,
    validate: (_on: boolean, data: unknown, _schema?: object, context?: DataValidationCxt) => {
      if (typeof data === 'string' && context?.parentData !== undefined)
        (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = data.trim();
      return true;
    },
  });
  return ajv;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `body.menus[0].actions` for the segments `menus`, `0`, `actions` of the body. */
const fieldName = (source: InputSource, segments: readonly string[]) =>
  segments.reduce(
    (name, segment) =>
      /^[0-9]+$/.test(segment)
        ? `${name}[${segment}]`
        : IDENTIFIER.test(segment)
          ? `${name}.${segment}`
          : `${name}[${JSON.stringify(segment)}]`,
    source,
  );

/** The 400 of an input `validate` refused: the field and the rule it breaks, never the value. */
function refusalOf(source: InputSource, validate: ValidateFunction): Error {
  const error = clearestError(validate.errors ?? []);
  // ajv's own message quotes the pattern, which for a shown name is a line of escapes.
  const rule = error.keyword === 'pattern' ? "must match the contract's pattern" : errorRule(error, 'is not allowed');
  return refusal(400, 'invalid_request', `${fieldName(source, errorSegments(error))} ${rule}`);
}

/** The types a path or query string is converted to, strictly: digits only for an integer (no sign, point, exponent or space). */
const COERCIONS: Record<string, (text: string) => unknown> = {
  integer: (text) => (/^[0-9]+$/.test(text) ? Number(text) : text),
  boolean: (text) => (text === 'true' ? true : text === 'false' ? false : text),
};

/**
 * The check of an operation's parameters found `in` the path or the query: an object of exactly
 * those (required as the contract says, defaults filled in), each string converted to its declared
 * type first. A value left unconverted is refused by its type.
 */
function parametersCheck(
  ajv: Ajv2020,
  document: ContractDocument,
  parameters: { node: Parameter; pointer: string }[],
  source: 'params' | 'query',
): InputCheck {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  const coercions = new Map<string, (text: string) => unknown>();
  for (const { node, pointer } of parameters) {
    const preset = declared(document, node.schema, 'default');
    // ajv fills in a `default` standing beside the property's own schema, not one behind its `$ref`.
    properties[node.name] = {
      ...contractRef(`${pointer}/schema`),
      ...(preset === undefined ? {} : { default: preset }),
    };
    if (node.required) required.push(node.name);
    const coercion = COERCIONS[String(declared(document, node.schema, 'type'))];
    if (coercion) coercions.set(node.name, coercion);
  }
  const validate = compiledOnFirstUse(ajv, { type: 'object', additionalProperties: false, required, properties });
  return (input) => {
    // A fresh object without a prototype: a key such as `__proto__` is a key like any other.
    const value: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const [key, raw] of Object.entries(input as object)) {
      const coercion = coercions.get(key);
      value[key] = coercion && typeof raw === 'string' ? coercion(raw) : raw;
    }
    const check = validate();
    if (!check(value)) throw refusalOf(source, check);
    return value;
  };
}

/**
 * `schema` compiled when a request first needs it: a mock started for a few calls (every contract
 * test file starts its own) compiles a few of the contract's 40 operations, not all of them.
 */
function compiledOnFirstUse(ajv: Ajv2020, schema: object): () => ValidateFunction {
  let validate: ValidateFunction | undefined;
  return () => (validate ??= ajv.compile(schema));
}

/** The check of an operation's JSON body, taken as it is: `"5"` is no integer. */
function bodyCheck(ajv: Ajv2020, body: { node: RequestBody; pointer: string }, where: string): InputCheck {
  const media = Object.keys(body.node.content);
  if (!media.includes('application/json'))
    throw new Error(`${where}: the mock takes JSON bodies only, the contract documents ${media.join(', ')}`);
  const validate = compiledOnFirstUse(ajv, contractRef(`${body.pointer}/content/application~1json/schema`));
  const optional = body.node.required !== true;
  return (input) => {
    if (optional && (input === null || input === undefined)) return input;
    const check = validate();
    if (!check(input)) throw refusalOf('body', check);
    return input;
  };
}

/** The parameters of `operation` at `pointer` and of its path item: the operation's win by name and place. */
function parametersOf(document: ContractDocument, path: string, method: string) {
  const item = document.paths[path]!;
  const listed = (list: (Parameter | Reference)[] | undefined, pointer: string) =>
    (list ?? []).map((parameter, index) => dereference<Parameter>(document, parameter, `${pointer}/${index}`));
  const pathPointer = `#/paths/${pointerKey(path)}`;
  const own = listed((item[method as 'get'] as Operation).parameters, `${pathPointer}/${method}/parameters`);
  const shared = listed(item.parameters, `${pathPointer}/parameters`).filter(
    ({ node }) => !own.some((mine) => mine.node.name === node.name && mine.node.in === node.in),
  );
  return [...shared, ...own];
}

function operationRules(ajv: Ajv2020, document: ContractDocument, path: string, method: string): OperationRules {
  const parameters = parametersOf(document, path, method);
  const inPath = parameters.filter(({ node }) => node.in === 'path');
  const inQuery = parameters.filter(({ node }) => node.in === 'query');
  const operation = document.paths[path]![method as 'get'] as Operation;
  const where = `${method.toUpperCase()} ${path}`;
  const body = operation.requestBody
    ? dereference<RequestBody>(document, operation.requestBody, `#/paths/${pointerKey(path)}/${method}/requestBody`)
    : null;
  return {
    params: inPath.length > 0 ? parametersCheck(ajv, document, inPath, 'params') : null,
    query: parametersCheck(ajv, document, inQuery, 'query'),
    takesQuery: inQuery.length > 0,
    body: body ? bodyCheck(ajv, body, where) : null,
  };
}

/** Each document's rules, made once however many servers it starts. */
const compiled = new WeakMap<ContractDocument, Map<string, OperationRules>>();

/**
 * The rules of every operation of `document`, by `<method> <path>` as the contract writes them
 * (`get /users/{id}`), each schema compiled on its first request. Throws naming the operation when
 * its parameters or body cannot be read (a reference to nothing, a body other than JSON).
 */
export function operationRulesOf(document: ContractDocument): Map<string, OperationRules> {
  const known = compiled.get(document);
  if (known) return known;
  const ajv = requestAjv(document);
  const rules = new Map<string, OperationRules>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of OPERATION_METHODS) {
      if (!item[method]) continue;
      try {
        rules.set(`${method} ${path}`, operationRules(ajv, document, path, method));
      } catch (error) {
        throw new Error(`contract operation ${method.toUpperCase()} ${path}: ${(error as Error).message}`);
      }
    }
  }
  compiled.set(document, rules);
  return rules;
}
