import { Button, Callout, FormGroup, NonIdealState, Spinner, Switch, TextArea } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import type { OptionsState } from '../../../components/crud/create-options-slice';
import { FormDialog } from '../../../components/crud/form-dialog';
import { TextField } from '../../../components/crud/text-field';
import { type FieldErrors, isValid } from '../../../components/crud/validators';
import type { MenuNode, RoleParam, SystemRole } from '../api';
import { indexMenus } from '../grants';
import { type RoleFields, emptyRoleFields, roleToFields, toRoleParam, validateRole } from '../role-form';
import { roleTexts } from '../texts';
import { GrantsTree } from './grants-tree';
import './role-form.css';

/** Props of `RoleFormDialog`. */
export interface RoleFormDialogProps {
  isOpen: boolean;
  /** The role being edited, or `null` to create one. */
  role: SystemRole | null;
  menus: OptionsState<MenuNode>;
  /** Loads the menu tree again after a failure. */
  onReloadMenus: () => void;
  submitting: boolean;
  error: string | null;
  onCreate: (param: RoleParam) => void;
  onUpdate: (id: string, param: RoleParam) => void;
  onClose: () => void;
}

/** Creates or edits a role: name, order, status, memo, and the menus and actions it grants. */
export function RoleFormDialog({ isOpen, role, menus, onReloadMenus, submitting, error, onCreate, onUpdate, onClose }: RoleFormDialogProps) {
  const [fields, setFields] = useState<RoleFields>(emptyRoleFields);
  const [errors, setErrors] = useState<FieldErrors<RoleFields>>({});
  const [tried, setTried] = useState(false);
  const index = useMemo(() => indexMenus(menus.items), [menus.items]);

  useEffect(() => {
    if (!isOpen) return;
    setFields(role ? roleToFields(role) : emptyRoleFields);
    setErrors({});
    setTried(false);
  }, [isOpen, role]);

  const set = <K extends keyof RoleFields>(key: K, value: RoleFields[K]) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    if (tried) setErrors(validateRole(next));
  };

  const submit = () => {
    const found = validateRole(fields);
    setErrors(found);
    setTried(true);
    if (!isValid(found) || menus.status !== 'ready') return;
    if (role) onUpdate(role.id, toRoleParam(fields, index));
    else onCreate(toRoleParam(fields, index));
  };

  const t = roleTexts;
  return (
    <FormDialog
      title={role ? t.editTitle : t.createTitle}
      icon={role ? 'edit' : 'add'}
      isOpen={isOpen}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      error={error}
      width={760}
    >
      <div className="app-role-form">
        <div className="app-role-form__fields">
          <TextField label={t.name} required value={fields.name} error={errors.name} onChange={(v) => set('name', v)} />
          <TextField label={t.sequence} type="number" value={fields.sequence} error={errors.sequence} onChange={(v) => set('sequence', v)} />
          <FormGroup label={t.status}>
            <Switch
              checked={fields.status === 'enabled'}
              label={fields.status === 'enabled' ? t.enabled : t.disabled}
              onChange={(event) => set('status', event.currentTarget.checked ? 'enabled' : 'disabled')}
            />
          </FormGroup>
          <FormGroup label={t.memo} labelFor="role-memo">
            <TextArea id="role-memo" fill rows={3} value={fields.memo} onChange={(event) => set('memo', event.currentTarget.value)} />
          </FormGroup>
        </div>
        <FormGroup label={t.grants} helperText={t.grantsHelp} className="app-role-form__grants">
          {menus.status === 'loading' && <NonIdealState icon={<Spinner size={24} />} />}
          {menus.status === 'failed' && (
            <Callout intent="danger" title={t.menusUnavailable}>
              <p>{menus.error}</p>
              <Button icon="refresh" onClick={onReloadMenus}>
                {t.retry}
              </Button>
            </Callout>
          )}
          {menus.status === 'ready' && <GrantsTree tree={menus.items} grants={fields.grants} onChange={(grants) => set('grants', grants)} />}
        </FormGroup>
      </div>
    </FormDialog>
  );
}
