import { FormGroup, NumericInput, type NumericInputProps } from '@blueprintjs/core';
import { useId, useLayoutEffect, useRef } from 'react';
import { messages } from '@/i18n';

const a11yTexts = messages.a11y;

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
  const group = useRef<HTMLDivElement>(null);
  // NumericInput names its step buttons "increment" and "decrement" with no prop to change them;
  // React leaves an attribute alone while its own value for it stays the same, so this sticks.
  useLayoutEffect(() => {
    const [up, down] = group.current?.querySelectorAll('.bp6-button-group button') ?? [];
    up?.setAttribute('aria-label', a11yTexts.increment);
    down?.setAttribute('aria-label', a11yTexts.decrement);
  });
  return (
    <FormGroup label={<span id={labelId}>{label}</span>}>
      <div ref={group}>
        <NumericInput fill {...input} aria-labelledby={labelId} />
      </div>
    </FormGroup>
  );
}
