import { FormGrid } from '@/components/crud/form-grid';
import type { Holdings, OptionsState } from '@/features/crud';
import { TextField } from '@/components/crud/text-field';
import type { RecordDialogProps } from '@/components/crud/record-dialog-props';
import { RecordFormDialog } from '@/components/crud/record-form-dialog';
import { StatusField } from '@/components/crud/status-field';
import { useRecordForm } from '@/components/crud/use-record-form';
import { systemUsers } from '@/i18n/page-messages';
import type { RoleOption, SystemUser, UserCreateParam, UserUpdateParam } from '@/features/system-users/api';
import {
  type UserFields,
  emptyUserFields,
  toCreateParam,
  toUpdateParam,
  userToFields,
  validateUser,
} from '@/features/system-users/user-form';
import { assignableRoles, userRights } from '@/features/system-users/user-rights';
import { RoleChecklist } from './role-checklist';

const userTexts = systemUsers;

/** Props of `UserFormDialog`: the list's dialog props, the roles and what the signed-in user holds. */
export interface UserFormDialogProps extends RecordDialogProps<SystemUser, UserCreateParam, UserUpdateParam> {
  roles: OptionsState<RoleOption>;
  /** Which roles may be offered, and whether the user edited is the signed-in one. */
  holdings: Holdings;
}

/**
 * Creates or edits a user; fields are checked on submit and again as they change after that. It
 * offers only the roles the signed-in user may assign, and no roles, status or password for their
 * own record (their password changes with the old one, on the current user's page).
 */
export function UserFormDialog({ roles, holdings, ...dialog }: UserFormDialogProps) {
  const { record: user } = dialog;
  const mode = user ? 'edit' : 'create';
  const form = {
    empty: emptyUserFields,
    toFields: userToFields,
    validate: (next: UserFields) => validateUser(next, mode),
    toCreate: toCreateParam,
    toUpdate: toUpdateParam,
  };
  const { fields, set, field, submit } = useRecordForm({ dialog, ...form });

  const rights = user ? userRights(holdings, user, roles.items) : { roles: true, status: true, password: true };
  const offered = { ...roles, items: assignableRoles(holdings, roles.items) };

  const t = userTexts;
  return (
    <RecordFormDialog dialog={dialog} texts={t} createIcon="new-person" onSubmit={submit} width={640}>
      <FormGrid>
        <TextField label={t.userName} required {...field('userName')} autoComplete="off" />
        <TextField label={t.realName} required {...field('realName')} />
        {rights.password &&
          (['password', 'confirmPassword'] as const).map((key) => (
            <TextField
              key={key}
              label={t[key]}
              type="password"
              required={mode === 'create'}
              {...field(key)}
              // Only the first box explains that an empty password keeps the old one.
              helperText={mode === 'edit' && key === 'password' ? t.passwordHelpEdit : undefined}
              autoComplete="new-password"
            />
          ))}
        <TextField label={t.email} type="email" {...field('email')} />
        <TextField label={t.phone} type="tel" {...field('phone')} />
        {rights.roles && (
          <RoleChecklist roles={offered} value={fields.roleIds} onChange={(roleIds) => set('roleIds', roleIds)} />
        )}
        {rights.status && (
          <StatusField label={t.status} value={fields.status} onChange={(status) => set('status', status)} />
        )}
      </FormGrid>
    </RecordFormDialog>
  );
}
