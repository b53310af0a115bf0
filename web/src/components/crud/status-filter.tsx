import { HTMLSelect } from '@blueprintjs/core';
import * as pageTexts from '@/i18n/page-messages';
import type { Enablement } from './crud-types';

const crudTexts = pageTexts.crud;

/** Props of `StatusFilter`. */
export interface StatusFilterProps {
  /** The status filtered by; `undefined` for any. */
  value: Enablement | undefined;
  onChange: (status: Enablement | undefined) => void;
}

/** A select of any, enabled or disabled records. */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return (
    <HTMLSelect
      aria-label={crudTexts.statusFilter}
      value={value ?? ''}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(next === 'enabled' || next === 'disabled' ? next : undefined);
      }}
      options={[
        { value: '', label: crudTexts.allStatuses },
        { value: 'enabled', label: crudTexts.enabled },
        { value: 'disabled', label: crudTexts.disabled },
      ]}
    />
  );
}
