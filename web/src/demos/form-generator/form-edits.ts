import { demoFormGenerator } from '@/i18n/demo-messages';
import type { FieldType, FormField } from './form-schema';

const texts = demoFormGenerator;

/** A new field of `type` with a name not yet taken (`text1`, `text2`, ...). */
export function newField(type: FieldType, fields: readonly FormField[]): FormField {
  const taken = new Set(fields.map((field) => field.name));
  let index = 1;
  while (taken.has(`${type}${index}`)) index += 1;
  const field: FormField = {
    name: `${type}${index}`,
    label: `${texts.typeNames[type]} ${index}`,
    type,
    required: false,
  };
  return type === 'select' ? { ...field, options: ['A', 'B', 'C'] } : field;
}

/** `fields` with the field at `from` moved to `to` (both clamped into range). */
export function moveField(fields: readonly FormField[], from: number, to: number): FormField[] {
  const next = [...fields];
  const target = Math.min(Math.max(to, 0), next.length - 1);
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...fields];
  next.splice(target, 0, moved);
  return next;
}

/**
 * A field changed to another type, dropping what the new type cannot use (options outside a
 * select, length rules on a number, ...), so an exported form never carries dead settings.
 */
export function changeFieldType(field: FormField, type: FieldType): FormField {
  const { options, rules, ...rest } = field;
  const next: FormField = { ...rest, type };
  if (type === 'select') next.options = options !== undefined && options.length > 0 ? options : ['A', 'B', 'C'];
  if (rules !== undefined && (type === 'text' || type === 'textarea')) {
    const { minLength, maxLength, pattern } = rules;
    next.rules = { minLength, maxLength, pattern };
  }
  if (rules !== undefined && type === 'number') next.rules = { min: rules.min, max: rules.max };
  return next;
}
