import { readFileSync } from 'node:fs';
import { parseContractYaml } from '../../../shared/contract-json';

/** A JSON reference, `{ "$ref": "#/components/..." }`. */
export interface Reference {
  $ref: string;
}

/** An operation's parameter, as far as the mock reads it. */
export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: object;
}

/** An operation's request body, as far as the mock reads it. */
export interface RequestBody {
  required?: boolean;
  content: Record<string, { schema?: object }>;
}

/** One operation of a path. */
export interface Operation {
  operationId?: string;
  parameters?: (Parameter | Reference)[];
  requestBody?: RequestBody | Reference;
}

/** The HTTP methods an OpenAPI path item holds operations under. */
export const OPERATION_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** A path item: its operations and the parameters they share. */
export type PathItem = Partial<Record<(typeof OPERATION_METHODS)[number], Operation>> & {
  parameters?: (Parameter | Reference)[];
};

/** The OpenAPI document, as far as the mock reads it. */
export interface ContractDocument {
  paths: Record<string, PathItem>;
  components?: Record<string, Record<string, unknown>>;
}

/** Documents by their text: each server of a process that reads the same file parses it once. */
const parsed = new Map<string, ContractDocument>();

/**
 * The OpenAPI document in `file` (YAML). Throws naming the file when it cannot be read, is not
 * YAML or has no `paths`, so that a wrong `MOCK_CONTRACT_FILE` stops the start. The document is
 * shared: callers must not change it.
 */
export function readContract(file: string): ContractDocument {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`contract file ${file} cannot be read: ${(error as Error).message}`);
  }
  const known = parsed.get(text);
  if (known) return known;
  let document: unknown;
  try {
    document = parseContractYaml(text);
  } catch (error) {
    throw new Error(`contract file ${file} is not YAML: ${(error as Error).message}`);
  }
  const paths = (document as Partial<ContractDocument> | null)?.paths;
  if (typeof paths !== 'object' || paths === null)
    throw new Error(`contract file ${file} is not an OpenAPI document: it has no paths`);
  parsed.set(text, document as ContractDocument);
  return document as ContractDocument;
}

/** The node a local reference (`#/components/schemas/Href`) points at in `document`; throws when there is none. */
function resolvePointer(document: object, pointer: string): unknown {
  if (!pointer.startsWith('#')) throw new Error(`only local references are followed, not ${pointer}`);
  let node: unknown = document;
  for (const key of pointer.slice(1).split('/').slice(1)) {
    const name = key.replace(/~1/g, '/').replace(/~0/g, '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[name] : undefined;
    if (node === undefined) throw new Error(`${pointer} is not in the contract`);
  }
  return node;
}

/** Escapes one key for a JSON pointer. */
export const pointerKey = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** `node` (and its pointer) once every `$ref` it starts with is followed. */
export function dereference<T>(document: object, node: T | Reference, pointer: string): { node: T; pointer: string } {
  let current: unknown = node;
  let at = pointer;
  for (let hops = 0; isReference(current); hops += 1) {
    if (hops > 32) throw new Error(`${pointer}: the references go round in a circle`);
    at = current.$ref;
    current = resolvePointer(document, at);
  }
  return { node: current as T, pointer: at };
}

const isReference = (node: unknown): node is Reference =>
  typeof node === 'object' && node !== null && typeof (node as Reference).$ref === 'string';

/**
 * The value of `keyword` that `schema` states, itself or through the `$ref` it carries (the nearest
 * wins, as a keyword beside a `$ref` applies too); undefined when none does.
 */
export function declared(document: object, schema: unknown, keyword: string): unknown {
  let current = schema;
  for (let hops = 0; typeof current === 'object' && current !== null && hops <= 32; hops += 1) {
    const value = (current as Record<string, unknown>)[keyword];
    if (value !== undefined) return value;
    if (!isReference(current)) return undefined;
    current = resolvePointer(document, current.$ref);
  }
  return undefined;
}
