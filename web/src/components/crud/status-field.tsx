import { FormGroup, Switch } from '@blueprintjs/core';
import * as pageTexts from '@/i18n/page-messages';
import type { Enablement } from './crud-types';

const crudTexts = pageTexts.crud;

/** Props of `StatusField`. */
export interface StatusFieldProps {
  label: string;
  value: Enablement;
  onChange: (value: Enablement) => void;
}

/** A form's labelled enable/disable switch, its state written beside it. */
export function StatusField({ label, value, onChange }: StatusFieldProps) {
  return (
    <FormGroup label={label}>
      <Switch
        checked={value === 'enabled'}
        label={value === 'enabled' ? crudTexts.enabled : crudTexts.disabled}
        onChange={(event) => onChange(event.currentTarget.checked ? 'enabled' : 'disabled')}
      />
    </FormGroup>
  );
}
