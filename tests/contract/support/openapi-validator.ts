import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { contractFile } from '@shared/contract-file';
import { parseContractYaml } from '@shared/contract-json';

type Json = Record<string, unknown>;

/** What the validator needs of a response (supertest's and `server.inject`'s both fit). */
export interface ContractResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
  text?: string;
}

const DOC_ID = 'openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** JSON pointer escaping of one path segment. */
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks responses against `openapi.yaml`: finds the operation by method and path template, fails
 * when the status or content type is not documented, and validates the body against the schema.
 */
export class OpenApiValidator {
  // verbose: errors carry their schema object, which `pointers` turns back into a place in the document.
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true });
  private readonly pointers = new WeakMap<object, string>();
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; pattern: RegExp }[];

  constructor(private readonly doc: Json = parseContractYaml(readFileSync(contractFile(), 'utf8')) as Json) {
    // Full mode: the formats' complete rules, which the contract's patterns spell out for the mock.
    addFormats(this.ajv, { mode: 'full' });
    this.index(doc, '');
    this.ajv.addSchema(doc, DOC_ID);
    this.templates = Object.keys(this.paths()).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')}$`),
    }));
  }

  /** Remembers the JSON pointer of every object in the document. */
  private index(node: unknown, pointer: string): void {
    if (node === null || typeof node !== 'object' || this.pointers.has(node)) return;
    this.pointers.set(node, pointer);
    for (const [key, child] of Object.entries(node)) this.index(child, `${pointer}/${escape(key)}`);
  }

  /** The rule an ajv error broke, as a pointer into openapi.yaml (`#/components/schemas/MenuNode/required`). */
  private ruleOf(error: ErrorObject): string {
    const owner = error.parentSchema && this.pointers.get(error.parentSchema);
    return owner === undefined ? error.schemaPath : `#${owner}/${escape(error.keyword)}`;
  }

  private paths(): Record<string, Json> {
    return this.doc.paths as Record<string, Json>;
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate;
  }

  /** Follows a `#/components/...` reference inside the document; answers the target and its pointer. */
  private resolve(node: Json, pointer: string): { node: Json; pointer: string } {
    const ref = node.$ref;
    if (typeof ref !== 'string') return { node, pointer };
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.doc) as Json;
    return this.resolve(target, ref.slice(1));
  }

  /** The parsed contract. */
  get document(): Json {
    return this.doc;
  }

  /**
   * The contract's verdict on `value` against the schema at `pointer` (a JSON pointer into the
   * document, e.g. `/components/schemas/DemoItemId`): null when it is valid, else why not.
   */
  errorsFor(pointer: string, value: unknown): string | null {
    const validate = this.validator(pointer);
    return validate(value) ? null : this.ajv.errorsText(validate.errors);
  }

  /** The path template of the contract that `apiPath` (without the base URL and query) falls under. */
  templateFor(apiPath: string): string | undefined {
    return this.templates.find(({ pattern }) => pattern.test(apiPath))?.template;
  }

  /** Throws unless `response` to `method` `apiPath` is documented and its body matches. */
  assertResponse(method: string, apiPath: string, response: ContractResponse): void {
    let where = `${method.toUpperCase()} ${apiPath} -> ${response.status}`;
    const pathOnly = apiPath.split('?')[0]!;
    const template = this.templateFor(pathOnly);
    if (!template) throw new Error(`${where}: no such path in openapi.yaml`);
    const verb = method.toLowerCase();
    if (!METHODS.includes(verb) || !this.paths()[template]![verb])
      throw new Error(`${where}: no ${verb} operation on ${template}`);
    where = `${where} (operation ${method.toUpperCase()} ${template})`;
    const opPointer = `/paths/${escape(template)}/${verb}`;
    const responses = (this.paths()[template]![verb] as Json).responses as Json;
    const status = String(response.status);
    const key = [status, `${status[0]}XX`, 'default'].find((k) => k in responses);
    if (!key)
      throw new Error(
        `${where}: status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`,
      );
    const documented = this.resolve(responses[key] as Json, `${opPointer}/responses/${key}`);
    this.assertContent(where, documented, response);
  }

  /** Throws unless `response` carries the contract's `Error` body as JSON (for failures no operation documents, e.g. unknown paths). */
  assertError(response: ContractResponse): void {
    const where = `error ${response.status}`;
    this.assertContent(where, this.resolve({ $ref: '#/components/responses/ServerError' }, ''), response);
  }

  private assertContent(where: string, documented: { node: Json; pointer: string }, response: ContractResponse): void {
    const content = documented.node.content as Json | undefined;
    const rawType = response.headers['content-type'];
    const mediaType = typeof rawType === 'string' ? rawType.split(';')[0]!.trim().toLowerCase() : undefined;
    if (!content) {
      if (mediaType) throw new Error(`${where}: documented without a body, got ${mediaType}`);
      return;
    }
    if (!mediaType || !(mediaType in content)) {
      throw new Error(
        `${where}: content type ${mediaType ?? '(none)'} is not documented (documented: ${Object.keys(content).join(', ')})`,
      );
    }
    const media = content[mediaType] as Json;
    if (!media.schema) return;
    const body = mediaType === 'application/json' ? response.body : (response.text ?? String(response.body));
    const validate = this.validator(`${documented.pointer}/content/${escape(mediaType)}/schema`);
    if (!validate(body)) {
      const rules = (validate.errors ?? []).map(
        (e) => `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'} [rule ${this.ruleOf(e)}]`,
      );
      throw new Error(
        `${where}: body does not match the contract:\n  ${rules.join('\n  ')}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  }
}

/** The one validator of the contract suite. */
export const contract = new OpenApiValidator();
