import { FormGroup, NumericInput, type NumericInputProps } from '@blueprintjs/core';
import { useId } from 'react';

/** Props of {@link NumericField}: its label, and the NumericInput's own but its `id`. */
export interface NumericFieldProps extends Omit<NumericInputProps, 'id' | 'aria-labelledby'> {
  /** The field's visible label, which also names the input. */
  label: string;
}

/**
 * A labelled NumericInput. The input is named by `aria-labelledby`, not by an `id` and a label's
 * `for`: an `id` given to NumericInput replaces the generated one its step buttons name in
 * `aria-controls`, which then points at no element (an invalid ARIA value).
 */
export function NumericField({ label, ...input }: NumericFieldProps) {
  const labelId = useId();
  return (
    <FormGroup label={<span id={labelId}>{label}</span>}>
      <NumericInput fill {...input} aria-labelledby={labelId} />
    </FormGroup>
  );
}
