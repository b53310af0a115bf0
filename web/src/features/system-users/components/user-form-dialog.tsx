import { FormGrid } from '../../../components/crud/form-grid';
import type { OptionsState } from '../../../components/crud/create-options-slice';
import type { Holdings } from '../../crud';
import { TextField } from '../../../components/crud/text-field';
import type { RecordDialogProps } from '../../../components/crud/record-dialog-props';
import { RecordFormDialog } from '../../../components/crud/record-form-dialog';
import { StatusField } from '../../../components/crud/status-field';
import { useRecordForm } from '../../../components/crud/use-record-form';
import { messages } from '../../../i18n';
import type { RoleOption, SystemUser, UserCreateParam, UserUpdateParam } from '../api';
import { emptyUserFields, toCreateParam, toUpdateParam, userToFields, validateUser } from '../user-form';
import { assignableRoles, userRights } from '../user-rights';
import { RoleChecklist } from './role-checklist';

const userTexts = messages.systemUsers;

/** Props of `UserFormDialog`: the list's dialog props, the roles and what the signed-in user holds. */
export interface UserFormDialogProps extends RecordDialogProps<SystemUser, UserCreateParam, UserUpdateParam> {
  roles: OptionsState<RoleOption>;
  /** Which roles may be offered, and whether the user edited is the signed-in one. */
  holdings: Holdings;
}

/**
 * Creates or edits a user; fields are checked on submit and again as they change after that. It
 * offers only the roles the signed-in user may assign, and no roles or status for their own record.
 */
export function UserFormDialog({ roles, holdings, ...dialog }: UserFormDialogProps) {
  const { isOpen, record: user, onCreate, onUpdate } = dialog;
  const mode = user ? 'edit' : 'create';
  const { fields, errors, set, check } = useRecordForm({
    isOpen,
    record: user,
    empty: emptyUserFields,
    toFields: userToFields,
    validate: (next) => validateUser(next, mode),
  });

  const rights = user ? userRights(holdings, user, roles.items) : { roles: true, status: true };
  const offered = { ...roles, items: assignableRoles(holdings, roles.items) };

  const submit = () => {
    if (!check()) return;
    if (user) onUpdate(user.id, toUpdateParam(fields));
    else onCreate(toCreateParam(fields));
  };

  const t = userTexts;
  return (
    <RecordFormDialog dialog={dialog} texts={t} createIcon="new-person" onSubmit={submit} width={640}>
      <FormGrid>
        <TextField label={t.userName} required value={fields.userName} error={errors.userName} onChange={(v) => set('userName', v)} autoComplete="off" />
        <TextField label={t.realName} required value={fields.realName} error={errors.realName} onChange={(v) => set('realName', v)} />
        <TextField
          label={t.password}
          type="password"
          required={mode === 'create'}
          value={fields.password}
          error={errors.password}
          helperText={mode === 'edit' ? t.passwordHelpEdit : undefined}
          autoComplete="new-password"
          onChange={(v) => set('password', v)}
        />
        <TextField
          label={t.confirmPassword}
          type="password"
          required={mode === 'create'}
          value={fields.confirmPassword}
          error={errors.confirmPassword}
          autoComplete="new-password"
          onChange={(v) => set('confirmPassword', v)}
        />
        <TextField label={t.email} type="email" value={fields.email} error={errors.email} onChange={(v) => set('email', v)} />
        <TextField label={t.phone} type="tel" value={fields.phone} error={errors.phone} onChange={(v) => set('phone', v)} />
        {rights.roles && <RoleChecklist roles={offered} value={fields.roleIds} onChange={(roleIds) => set('roleIds', roleIds)} />}
        {rights.status && <StatusField label={t.status} value={fields.status} onChange={(status) => set('status', status)} />}
      </FormGrid>
    </RecordFormDialog>
  );
}
