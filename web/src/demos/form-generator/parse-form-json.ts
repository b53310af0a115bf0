import { demoFormGenerator } from '@/i18n/demo-messages';
import { errorMessage } from '@/lib/error-message';
import { jsonErrorPlace } from '@/lib/json-error-place';
import { FIELD_TYPES, isFieldType, type FieldRules, type FormField, type FormSchema } from './form-schema';
import { compilePattern } from './validate-field';

const texts = demoFormGenerator;

/** The outcome of reading a form's JSON: the form, or every problem found. */
export type ParseResult = { ok: true; schema: FormSchema } | { ok: false; errors: string[] };

/** More fields than anyone builds by hand; bounds the work a pasted file can cause. */
export const MAX_FIELDS = 100;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const FIELD_KEYS = new Set(['name', 'label', 'type', 'required', 'placeholder', 'options', 'rules']);
const RULE_KEYS = new Set(['minLength', 'maxLength', 'min', 'max', 'pattern']);
const TOP_KEYS = new Set(['version', 'title', 'fields']);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Collects problems while walking the document, so the user sees all of them at once. */
class Reader {
  readonly errors: string[] = [];

  /** Records a problem; `undefined` stands for the value that could not be read. */
  fail(message: string): undefined {
    this.errors.push(message);
    return undefined;
  }

  unknownKeys(value: Json, allowed: Set<string>, path: string) {
    for (const key of Object.keys(value))
      if (!allowed.has(key)) this.errors.push(texts.json.unknownKey(`${path}.${key}`));
  }

  string(value: unknown, path: string, { optional = false, nonEmpty = false } = {}): string | undefined {
    if (value === undefined && optional) return undefined;
    if (typeof value !== 'string') return this.fail(texts.json.notString(path));
    if (nonEmpty && value.trim() === '') return this.fail(texts.json.empty(path));
    return value;
  }

  count(value: unknown, path: string, { integer }: { integer: boolean }): number | undefined {
    if (value === undefined) return undefined;
    const ok =
      typeof value === 'number' && Number.isFinite(value) && (!integer || (Number.isInteger(value) && value >= 0));
    if (!ok) return this.fail(texts.json.notNumber(path));
    return value;
  }

  rules(value: unknown, path: string): FieldRules | undefined {
    if (value === undefined) return undefined;
    if (!isObject(value)) return this.fail(texts.json.notObject(path));
    this.unknownKeys(value, RULE_KEYS, path);
    const rules: FieldRules = {};
    const minLength = this.count(value.minLength, `${path}.minLength`, { integer: true });
    const maxLength = this.count(value.maxLength, `${path}.maxLength`, { integer: true });
    const min = this.count(value.min, `${path}.min`, { integer: false });
    const max = this.count(value.max, `${path}.max`, { integer: false });
    const pattern = this.string(value.pattern, `${path}.pattern`, { optional: true });
    if (pattern !== undefined && pattern !== '' && compilePattern(pattern) === null)
      this.errors.push(texts.json.badPattern(`${path}.pattern`));
    if (minLength !== undefined && maxLength !== undefined && minLength > maxLength)
      this.errors.push(texts.json.range(`${path}.minLength`));
    if (min !== undefined && max !== undefined && min > max) this.errors.push(texts.json.range(`${path}.min`));
    Object.assign(
      rules,
      minLength === undefined ? {} : { minLength },
      maxLength === undefined ? {} : { maxLength },
      min === undefined ? {} : { min },
      max === undefined ? {} : { max },
      pattern === undefined ? {} : { pattern },
    );
    return rules;
  }

  field(value: unknown, path: string, names: Set<string>): FormField | undefined {
    if (!isObject(value)) return this.fail(texts.json.notObject(path));
    this.unknownKeys(value, FIELD_KEYS, path);
    const name = this.string(value.name, `${path}.name`);
    if (name !== undefined && !IDENTIFIER.test(name)) this.errors.push(texts.json.badName(`${path}.name`));
    else if (name !== undefined && names.has(name)) this.errors.push(texts.json.duplicateName(`${path}.name`, name));
    if (name !== undefined) names.add(name);
    const label = this.string(value.label, `${path}.label`, { nonEmpty: true });
    const type = isFieldType(value.type) ? value.type : undefined;
    if (type === undefined) this.errors.push(texts.json.badType(`${path}.type`, FIELD_TYPES.join(', ')));
    if (typeof value.required !== 'boolean') this.errors.push(texts.json.notBoolean(`${path}.required`));
    const placeholder = this.string(value.placeholder, `${path}.placeholder`, { optional: true });
    let options: string[] | undefined;
    if (value.options !== undefined) {
      if (!Array.isArray(value.options)) this.errors.push(texts.json.notArray(`${path}.options`));
      else
        options = value.options.map(
          (option, index) => this.string(option, `${path}.options[${index}]`, { nonEmpty: true }) ?? '',
        );
    }
    if (type === 'select' && (options ?? []).length === 0) this.errors.push(texts.json.noOptions(`${path}.options`));
    const rules = this.rules(value.rules, `${path}.rules`);
    if (name === undefined || label === undefined || type === undefined || typeof value.required !== 'boolean')
      return undefined;
    return {
      name,
      label,
      type,
      required: value.required,
      ...(placeholder === undefined ? {} : { placeholder }),
      ...(options === undefined ? {} : { options }),
      ...(rules === undefined ? {} : { rules }),
    };
  }
}

/**
 * Reads a form exported by the generator, checking everything a hand-edited file can get wrong
 * (syntax, shape, types, unknown keys, duplicate names, select without options, regular
 * expressions that do not compile, min above max). Never throws: problems come back as messages
 * with the JSON path of each.
 */
export function parseFormJson(text: string): ParseResult {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { ok: false, errors: [texts.json.syntax(jsonErrorPlace(errorMessage(error), text))] };
  }
  const reader = new Reader();
  if (!isObject(document)) return { ok: false, errors: [texts.json.notObject('$')] };
  reader.unknownKeys(document, TOP_KEYS, '$');
  if (document.version !== 1) reader.errors.push(texts.json.version);
  const title = reader.string(document.title, '$.title');
  const fields: FormField[] = [];
  if (!Array.isArray(document.fields)) reader.errors.push(texts.json.notArray('$.fields'));
  else if (document.fields.length > MAX_FIELDS) reader.errors.push(texts.json.tooMany(MAX_FIELDS));
  else {
    const names = new Set<string>();
    document.fields.forEach((field, index) => {
      const parsed = reader.field(field, `$.fields[${index}]`, names);
      if (parsed !== undefined) fields.push(parsed);
    });
  }
  if (reader.errors.length > 0 || title === undefined) return { ok: false, errors: reader.errors };
  return { ok: true, schema: { version: 1, title, fields } };
}

/** The JSON the generator exports (and `parseFormJson` reads back to the same form). */
export function formToJson(schema: FormSchema): string {
  return JSON.stringify(schema, null, 2);
}
