import { Switch } from '@blueprintjs/core';
import type { Enablement } from '@/components/crud/crud-types';
import { format } from '@/i18n';
import * as pageTexts from '@/i18n/page-messages';
import { type PermissionCode, usePermission } from '@/features/permission';
import '@/components/crud/crud.css';

const crudTexts = pageTexts.crud;

/** Props of `StatusSwitch`. */
export interface StatusSwitchProps {
  /** What the row is called, for the accessible name ("启用 staff"). */
  label: string;
  status: Enablement;
  /** The permission a change needs; without it the switch is read-only. */
  permission: PermissionCode;
  /** Waiting for the server: the switch stays where it was and is disabled. @default false */
  pending?: boolean;
  /** The server refuses to change this row's status (e.g. `root`): read-only. @default false */
  locked?: boolean;
  onChange: (status: Enablement) => void;
}

/**
 * An enable/disable switch that shows the server's state: it moves only when the server has
 * answered (the slice updates the row), never optimistically.
 */
export function StatusSwitch({
  label,
  status,
  permission,
  pending = false,
  locked = false,
  onChange,
}: StatusSwitchProps) {
  const allowed = usePermission(permission);
  return (
    <Switch
      className="app-status-switch"
      checked={status === 'enabled'}
      disabled={!allowed || pending || locked}
      innerLabelChecked={crudTexts.enabled}
      innerLabel={crudTexts.disabled}
      aria-label={format(crudTexts.enableRow, { name: label })}
      onChange={() => onChange(status === 'enabled' ? 'disabled' : 'enabled')}
    />
  );
}
