import { Button, HTMLSelect } from '@blueprintjs/core';
import { StatusFilter } from '@/components/crud/status-filter';
import * as pageTexts from '@/i18n/page-messages';
import type { RoleOption, UserQuery } from '@/features/system-users/api';

const crudTexts = pageTexts.crud;
const userTexts = pageTexts.systemUsers;

/** Props of `UserFilters`. */
export interface UserFiltersProps {
  query: UserQuery;
  /** The roles to filter by; the filter is left out when the user may not read them. */
  roles: readonly RoleOption[] | null;
  /** Loads page 1 with the changed filters. */
  onChange: (change: Partial<UserQuery>) => void;
}

/** Role and status filters of the user list, and the reset of every filter (the keyword's too). */
export function UserFilters({ query, roles, onChange }: UserFiltersProps) {
  const t = userTexts;
  const apply = (change: Partial<UserQuery>) => onChange({ ...change, current: 1 });
  return (
    <>
      {roles && (
        <HTMLSelect
          aria-label={t.roleFilter}
          value={query.roleIds ?? ''}
          onChange={(event) => apply({ roleIds: event.currentTarget.value || undefined })}
          options={[{ value: '', label: t.allRoles }, ...roles.map((role) => ({ value: role.id, label: role.name }))]}
        />
      )}
      <StatusFilter value={query.status} onChange={(status) => apply({ status })} />
      <Button
        icon="reset"
        variant="minimal"
        onClick={() => apply({ queryValue: undefined, roleIds: undefined, status: undefined })}
      >
        {crudTexts.reset}
      </Button>
    </>
  );
}
