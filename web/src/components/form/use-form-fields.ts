import { type ChangeEvent, useState } from 'react';
import type { FieldErrors } from '@/components/crud/validators';

/**
 * The text fields of a page form (profile, password) and their messages. Typing in a field
 * clears its message: the user sees a fault only until they act on it.
 */
export function useFormFields<Fields extends { [K in keyof Fields]: string }>(initial: Fields, idPrefix: string) {
  const [fields, setFields] = useState<Fields>(initial);
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});

  const change = (key: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  /** The `FormGroup` props of a field: its label bound to the input `${idPrefix}-${key}`, red with its message. */
  const group = (key: keyof Fields & string, label: string) => ({
    label,
    labelFor: `${idPrefix}-${key}`,
    intent: errors[key] ? ('danger' as const) : ('none' as const),
    helperText: errors[key],
  });

  /** The `InputGroup` props of a field: its id, its value and change, red while it has a message. */
  const input = (key: keyof Fields & string) => ({
    id: `${idPrefix}-${key}`,
    value: fields[key],
    onChange: change(key),
    intent: errors[key] ? ('danger' as const) : ('none' as const),
  });

  return { fields, setFields, setErrors, group, input };
}
