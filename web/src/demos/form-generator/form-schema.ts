/** The kinds of field the palette offers. */
export const FIELD_TYPES = ['text', 'textarea', 'number', 'select', 'checkbox', 'date'] as const;

/** A field kind. `select` needs options; `checkbox` is a yes/no. */
export type FieldType = (typeof FIELD_TYPES)[number];

/** Extra rules beyond "required"; which apply depends on the type. */
export interface FieldRules {
  /** Shortest text (text, textarea). */
  minLength?: number;
  /** Longest text (text, textarea). */
  maxLength?: number;
  /** Smallest number (number). */
  min?: number;
  /** Largest number (number). */
  max?: number;
  /** A regular expression the whole text must match (text, textarea). */
  pattern?: string;
}

/** One field of a built form. */
export interface FormField {
  /** The value's key in the submitted data; unique in a form. */
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  placeholder?: string;
  /** The choices of a `select`. */
  options?: string[];
  rules?: FieldRules;
}

/** A built form as exported and imported (JSON). */
export interface FormSchema {
  version: 1;
  title: string;
  fields: FormField[];
}

/** A field's value in the preview: text for most, a boolean for a checkbox. */
export type FieldValue = string | boolean;

/** Whether `value` is one of {@link FIELD_TYPES} (for values read from a select or a file). */
export function isFieldType(value: unknown): value is FieldType {
  return typeof value === 'string' && (FIELD_TYPES as readonly string[]).includes(value);
}
