import { contract } from '../openapi-validator';

/** A node of the parsed contract. */
export type Json = Record<string, unknown>;

/** One query or path parameter of an operation. */
export interface Parameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
  /** The parameter's schema, references followed. */
  schema: Json;
  /** A JSON pointer to the schema, for the contract's own verdict. */
  pointer: string;
}

/** What the bad-input generator needs of one operation of the contract. */
export interface Operation {
  id: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path template, e.g. `/users/{id}`. */
  template: string;
  parameters: Parameter[];
  /** The JSON body the operation takes: its schema, a pointer to it and the contract's example. */
  body?: { schema: Json; pointer: string; example: unknown };
  /** Whether the operation needs a token (it does unless its `security` is empty). */
  secured: boolean;
  /** Whether it may change data on the target (every method but GET). */
  writes: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** JSON pointer escaping of one path segment. */
export const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Follows `$ref`s (`#/...`) in the contract to the node they name; answers it with its pointer. */
export function resolve(node: Json, pointer: string): { node: Json; pointer: string } {
  const ref = node.$ref;
  if (typeof ref !== 'string') return { node, pointer };
  const target = ref
    .slice(2)
    .split('/')
    .reduce<Json>((at, key) => at[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, contract.document);
  return resolve(target, ref.slice(1));
}

function parametersOf(list: unknown, at: string): Parameter[] {
  return ((list as Json[] | undefined) ?? []).map((raw, index) => {
    const { node, pointer } = resolve(raw, `${at}/${index}`);
    const schema = resolve(node.schema as Json, `${pointer}/schema`);
    return {
      name: node.name as string,
      in: node.in as Parameter['in'],
      required: node.required === true,
      schema: schema.node,
      pointer: schema.pointer,
    };
  });
}

/** Every operation of openapi.yaml, in the contract's order. */
export function listOperations(): Operation[] {
  const paths = contract.document.paths as Record<string, Json>;
  return Object.entries(paths).flatMap(([template, item]) => {
    const at = `/paths/${escapePointer(template)}`;
    const shared = parametersOf(item.parameters, `${at}/parameters`);
    return METHODS.filter((method) => item[method]).map((method): Operation => {
      const op = item[method] as Json;
      const opAt = `${at}/${method}`;
      const json = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as
        Json | undefined;
      return {
        id: op.operationId as string,
        method,
        template,
        parameters: [...shared, ...parametersOf(op.parameters, `${opAt}/parameters`)],
        ...(json
          ? {
              body: {
                schema: json.schema as Json,
                pointer: `${opAt}/requestBody/content/application~1json/schema`,
                example: json.example,
              },
            }
          : {}),
        secured: !(Array.isArray(op.security) && op.security.length === 0),
        writes: method !== 'get',
      };
    });
  });
}
