import { demoFormGenerator } from '@/i18n/demo-messages';
import type { FieldValue, FormField } from './form-schema';

const texts = demoFormGenerator;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A compiled `rules.pattern` anchored to the whole value, or null when it does not compile. */
export function compilePattern(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

/**
 * The first problem of one value for one field, as a message, or `null` when it is valid.
 * An empty optional field is valid whatever its other rules say.
 */
export function validateField(field: FormField, value: FieldValue | undefined): string | null {
  const { label, rules = {} } = field;
  if (field.type === 'checkbox') return field.required && value !== true ? texts.errors.required(label) : null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return field.required ? texts.errors.required(label) : null;
  switch (field.type) {
    case 'number': {
      const number = Number(text);
      if (!Number.isFinite(number)) return texts.errors.notNumber(label);
      if (rules.min !== undefined && number < rules.min) return texts.errors.min(label, rules.min);
      if (rules.max !== undefined && number > rules.max) return texts.errors.max(label, rules.max);
      return null;
    }
    case 'select':
      return (field.options ?? []).includes(text) ? null : texts.errors.notOption(label);
    case 'date':
      // The round trip rejects days a month does not have (2026-02-31), which Date.parse accepts.
      return DATE.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString().startsWith(text)
        ? null
        : texts.errors.notDate(label);
    case 'text':
    case 'textarea': {
      const length = [...text].length;
      if (rules.minLength !== undefined && length < rules.minLength)
        return texts.errors.minLength(label, rules.minLength);
      if (rules.maxLength !== undefined && length > rules.maxLength)
        return texts.errors.maxLength(label, rules.maxLength);
      if (rules.pattern !== undefined && rules.pattern !== '' && compilePattern(rules.pattern)?.test(text) !== true) {
        return texts.errors.pattern(label);
      }
      return null;
    }
  }
}

/** Every field's problem, by field name; empty when the whole form is valid. */
export function validateForm(
  fields: readonly FormField[],
  values: Readonly<Record<string, FieldValue>>,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = validateField(field, values[field.name]);
    if (problem !== null) problems[field.name] = problem;
  }
  return problems;
}
