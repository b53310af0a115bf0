import Ajv2020, { type Options, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** The id the contract is added under: its schemas are `openapi.json#/components/schemas/<Name>`. */
export const CONTRACT_ID = 'openapi.json';

/** A schema that is the contract's node at `pointer` (`#/components/schemas/Href`). */
export const contractRef = (pointer: string): { $ref: string } => ({ $ref: `${CONTRACT_ID}${pointer}` });

/**
 * An ajv of the contract's dialect (JSON Schema 2020-12, as in OpenAPI 3.1) holding `document`, so
 * that a schema refers to its nodes by `contractRef`. Formats in full mode, as the contract suite
 * checks them; not strict, as OpenAPI's own keywords (`example`, ...) sit beside the schemas'.
 */
export function contractAjv(document: object, options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, ...options });
  addFormats(ajv, { mode: 'full' });
  ajv.addSchema(document, CONTRACT_ID);
  return ajv;
}

/** Checks of single contract nodes, by document and pointer, each compiled once. */
const nodeChecks = new WeakMap<object, Map<string, ValidateFunction>>();

/** Whether `value` is valid by the schema at `pointer` of `document` (`#/components/schemas/Href`). */
export function contractAccepts(document: object, pointer: string, value: unknown): boolean {
  let checks = nodeChecks.get(document);
  if (!checks) nodeChecks.set(document, (checks = new Map()));
  let check = checks.get(pointer);
  if (!check) checks.set(pointer, (check = contractAjv(document).compile(contractRef(pointer))));
  return check(value);
}
