import { Button, Callout, FormGroup, NonIdealState, Switch, TextArea } from '@blueprintjs/core';
import { LoadingSpinner } from '@/components/loading-spinner/loading-spinner';
import { useMemo } from 'react';
import type { Holdings, OptionsState } from '@/features/crud';
import { TextField } from '@/components/crud/text-field';
import type { RecordDialogProps } from '@/components/crud/record-dialog-props';
import { RecordFormDialog } from '@/components/crud/record-form-dialog';
import { StatusField } from '@/components/crud/status-field';
import { useRecordForm } from '@/components/crud/use-record-form';
import { systemRoles } from '@/i18n/page-messages';
import type { MenuNode, RoleParam, SystemRole } from '@/features/system-roles/api';
import { indexMenus } from '@/features/system-roles/grants';
import {
  type RoleFields,
  emptyRoleFields,
  roleToFields,
  toRoleParam,
  validateRole,
} from '@/features/system-roles/role-form';
import { GrantsTree } from './grants-tree';
import './role-form.css';

const roleTexts = systemRoles;

/** Props of `RoleFormDialog`: the list's dialog props and the menu tree to grant from. */
export interface RoleFormDialogProps extends RecordDialogProps<SystemRole, RoleParam, RoleParam> {
  menus: OptionsState<MenuNode>;
  /** Loads the menu tree again after a failure. */
  onReloadMenus: () => void;
  /** What the signed-in user holds: the only menus and actions they may grant. */
  holdings: Holdings;
}

/** Creates or edits a role: name, order, status, watermark, memo, and the menus and actions it grants. */
export function RoleFormDialog({ menus, onReloadMenus, holdings, ...dialog }: RoleFormDialogProps) {
  const index = useMemo(() => indexMenus(menus.items), [menus.items]);
  const toParam = (fields: RoleFields) => toRoleParam(fields, index);
  const form = {
    empty: emptyRoleFields,
    toFields: roleToFields,
    validate: validateRole,
    toCreate: toParam,
    toUpdate: toParam,
    ready: menus.status === 'ready',
  };
  const { fields, set, field, submit } = useRecordForm({ dialog, ...form });

  const t = roleTexts;
  return (
    <RecordFormDialog dialog={dialog} texts={t} onSubmit={submit} width={760}>
      <div className="app-role-form">
        <div className="app-role-form__fields">
          <TextField label={t.name} required {...field('name')} />
          <TextField label={t.sequence} type="number" {...field('sequence')} />
          <StatusField label={t.status} value={fields.status} onChange={(status) => set('status', status)} />
          <FormGroup label={t.watermark}>
            <Switch
              checked={fields.watermark}
              label={t.watermarkSwitch}
              onChange={(event) => set('watermark', event.currentTarget.checked)}
            />
          </FormGroup>
          <FormGroup label={t.memo} labelFor="role-memo" className="app-role-form__memo">
            <TextArea
              id="role-memo"
              fill
              rows={2}
              value={fields.memo}
              onChange={(event) => set('memo', event.currentTarget.value)}
            />
          </FormGroup>
        </div>
        <FormGroup label={t.grants} helperText={t.grantsHelp} className="app-role-form__grants">
          {menus.status === 'loading' && <NonIdealState icon={<LoadingSpinner size={24} />} />}
          {menus.status === 'failed' && (
            <Callout intent="danger" title={t.menusUnavailable}>
              <p>{menus.error}</p>
              <Button icon="refresh" onClick={onReloadMenus}>
                {t.retry}
              </Button>
            </Callout>
          )}
          {menus.status === 'ready' && (
            <GrantsTree
              tree={menus.items}
              grants={fields.grants}
              holdings={holdings}
              onChange={(grants) => set('grants', grants)}
            />
          )}
        </FormGroup>
      </div>
    </RecordFormDialog>
  );
}
