import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';

/** Props of `TextField`. */
export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation message; the input turns red and shows it below. */
  error?: string;
  /** Marks the label with an asterisk. @default false */
  required?: boolean;
  /** @default 'text' */
  type?: 'text' | 'password' | 'email' | 'tel' | 'number';
  placeholder?: string;
  /** A hint shown below the input when there is no error. */
  helperText?: string;
  /** @default false */
  disabled?: boolean;
  /** The browser's autofill hint, e.g. `new-password`. @default 'off' */
  autoComplete?: string;
}

/** A labelled Blueprint input with its validation message (`aria-invalid` and a described-by text). */
export function TextField({
  label,
  value,
  onChange,
  error,
  required = false,
  type = 'text',
  placeholder,
  helperText,
  disabled = false,
  autoComplete = 'off',
}: TextFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const help = error ?? helperText;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
      intent={error ? 'danger' : 'none'}
      helperText={help && <span id={helpId}>{help}</span>}
    >
      <InputGroup
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete={autoComplete}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={help ? helpId : undefined}
        onValueChange={(next) => onChange(next)}
      />
    </FormGroup>
  );
}
