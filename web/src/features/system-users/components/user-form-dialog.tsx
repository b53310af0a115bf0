import { FormGroup, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormGrid } from '../../../components/crud/form-grid';
import { FormDialog } from '../../../components/crud/form-dialog';
import type { OptionsState } from '../../../components/crud/create-options-slice';
import { TextField } from '../../../components/crud/text-field';
import { type FieldErrors, isValid } from '../../../components/crud/validators';
import type { RoleOption, SystemUser, UserCreateParam, UserUpdateParam } from '../api';
import { type UserFields, emptyUserFields, toCreateParam, toUpdateParam, userToFields, validateUser } from '../user-form';
import { userTexts } from '../texts';
import { RoleChecklist } from './role-checklist';

/** Props of `UserFormDialog`. */
export interface UserFormDialogProps {
  isOpen: boolean;
  /** The user being edited, or `null` to create one. */
  user: SystemUser | null;
  roles: OptionsState<RoleOption>;
  submitting: boolean;
  /** The last submit's failure. */
  error: string | null;
  onCreate: (param: UserCreateParam) => void;
  onUpdate: (id: string, param: UserUpdateParam) => void;
  onClose: () => void;
}

/** Creates or edits a user; fields are checked on submit and again as they change after that. */
export function UserFormDialog({ isOpen, user, roles, submitting, error, onCreate, onUpdate, onClose }: UserFormDialogProps) {
  const mode = user ? 'edit' : 'create';
  const [fields, setFields] = useState<UserFields>(emptyUserFields);
  const [errors, setErrors] = useState<FieldErrors<UserFields>>({});
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setFields(user ? userToFields(user) : emptyUserFields);
    setErrors({});
    setTried(false);
  }, [isOpen, user]);

  const set = <K extends keyof UserFields>(key: K, value: UserFields[K]) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    if (tried) setErrors(validateUser(next, mode));
  };

  const submit = () => {
    const found = validateUser(fields, mode);
    setErrors(found);
    setTried(true);
    if (!isValid(found)) return;
    if (user) onUpdate(user.id, toUpdateParam(fields));
    else onCreate(toCreateParam(fields));
  };

  const t = userTexts;
  return (
    <FormDialog
      title={user ? t.editTitle : t.createTitle}
      icon={user ? 'edit' : 'new-person'}
      isOpen={isOpen}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      error={error}
      width={640}
    >
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
        <RoleChecklist roles={roles} value={fields.roleIds} onChange={(roleIds) => set('roleIds', roleIds)} />
        <FormGroup label={t.status}>
          <Switch
            checked={fields.status === 'enabled'}
            label={fields.status === 'enabled' ? t.enabled : t.disabled}
            onChange={(event) => set('status', event.currentTarget.checked ? 'enabled' : 'disabled')}
          />
        </FormGroup>
      </FormGrid>
    </FormDialog>
  );
}
