import { Callout, Checkbox, FormGroup } from '@blueprintjs/core';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import type { OptionsState } from '@/features/crud';
import { format } from '@/i18n';
import { systemUsers } from '@/i18n/page-messages';
import type { RoleOption } from '@/features/system-users/api';

const userTexts = systemUsers;

/** Props of `RoleChecklist`. */
export interface RoleChecklistProps {
  roles: OptionsState<RoleOption>;
  value: readonly string[];
  onChange: (roleIds: string[]) => void;
}

/** The roles a user holds, as one checkbox per role (a handful, so no search is needed). */
export function RoleChecklist({ roles, value, onChange }: RoleChecklistProps) {
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value, id] : value.filter((held) => held !== id));
  return (
    <FormGroup label={userTexts.roles} className="app-form-grid__wide">
      {roles.status === 'loading' && <LoadingSpinner size={20} />}
      {roles.status === 'failed' && <Callout intent="warning">{userTexts.rolesUnavailable}</Callout>}
      <div className="app-role-checklist" role="group" aria-label={userTexts.roles}>
        {roles.items.map((role) => (
          <Checkbox
            key={role.id}
            inline
            label={role.status === 'disabled' ? format(userTexts.disabledRole, { name: role.name }) : role.name}
            checked={value.includes(role.id)}
            onChange={(event) => toggle(role.id, event.currentTarget.checked)}
          />
        ))}
      </div>
    </FormGroup>
  );
}
