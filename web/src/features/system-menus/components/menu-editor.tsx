import { Button, Callout, FormGroup, H5, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { bindTextFields } from '@/components/crud/bind-text-fields';
import { type Holdings, HOLDS_EVERYTHING, type OptionsState } from '@/features/crud';
import { FormGrid } from '@/components/crud/form-grid';
import { TextField } from '@/components/crud/text-field';
import { systemMenus } from '@/i18n/page-messages';
import type { MenuNode, MenuParam, ResourceOption } from '@/features/system-menus/api';
import {
  type MenuErrors,
  type MenuFields,
  isMenuValid,
  toMenuParam,
  validateMenu,
} from '@/features/system-menus/menu-form';
import { actionLock, callableResources, mayMoveMenu } from '@/features/system-menus/menu-privileges';
import { ActionsEditor } from './actions-editor';
import { IconField } from './icon-field';
import { ParentSelect } from './parent-select';

const menuTexts = systemMenus;

/** Props of `MenuEditor`. */
export interface MenuEditorProps {
  /** The menu being edited, or `null` for a new one. */
  menu: MenuNode | null;
  /** The fields to start from (changes when another menu is picked). */
  initial: MenuFields;
  tree: readonly MenuNode[];
  resources: OptionsState<ResourceOption>;
  /** Whether the user may save this form (`SystemMenu.edit` or, for a new menu, `.add`). */
  canSave: boolean;
  /** Whether the user may delete the menu. */
  canDelete: boolean;
  /** What the signed-in user holds: it locks the actions and limits the resources they may bind. @default HOLDS_EVERYTHING */
  holdings?: Holdings;
  submitting: boolean;
  error: string | null;
  onSave: (param: MenuParam) => void;
  onDelete: () => void;
}

/** The selected menu's form: where it sits, how it routes and shows, and its actions. */
export function MenuEditor({
  menu,
  initial,
  tree,
  resources,
  canSave,
  canDelete,
  holdings = HOLDS_EVERYTHING,
  submitting,
  error,
  onSave,
  onDelete,
}: MenuEditorProps) {
  const [fields, setFields] = useState<MenuFields>(initial);
  const [errors, setErrors] = useState<MenuErrors>({});
  const [tried, setTried] = useState(false);

  useEffect(() => {
    setFields(initial);
    setErrors({});
    setTried(false);
  }, [initial]);

  const set = <K extends keyof MenuFields>(key: K, value: MenuFields[K]) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    if (tried) setErrors(validateMenu(next));
  };
  const field = bindTextFields(fields, errors, set);

  const t = menuTexts;
  const readOnly = !canSave;
  return (
    <form
      className="app-menu-editor"
      aria-label={menu ? t.editTitle : t.createTitle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateMenu(fields);
        setErrors(found);
        setTried(true);
        if (isMenuValid(found) && !submitting) onSave(toMenuParam(fields));
      }}
    >
      <H5>{menu ? `${t.editTitle} · ${menu.name}` : t.createTitle}</H5>
      {readOnly && (
        <Callout intent="primary" icon="lock" className="app-menu-editor__notice">
          {t.readOnly}
        </Callout>
      )}
      {error && (
        <Callout intent="danger" icon="error" className="app-menu-editor__notice">
          {error}
        </Callout>
      )}
      <fieldset disabled={readOnly} className="app-menu-editor__fields">
        <FormGrid>
          <FormGroup label={t.parent} labelFor="menu-parent" className="app-form-grid__wide">
            {/* Keyed by menu: another menu's picker starts unopened. */}
            <ParentSelect
              key={menu?.id ?? ''}
              id="menu-parent"
              value={fields.parentId}
              tree={tree}
              menuId={menu?.id ?? null}
              disabled={!mayMoveMenu(holdings, menu)}
              onChange={(value) => set('parentId', value)}
            />
          </FormGroup>
          <TextField label={t.name} required {...field('name')} />
          <TextField label={t.routeName} required placeholder="SystemUser" {...field('routeName')} />
          <TextField label={t.routePath} required placeholder="/system/user" {...field('routePath')} />
          <TextField label={t.component} required helperText={t.componentHelp} {...field('component')} />
          <IconField label={t.icon} value={fields.icon} error={errors.icon} onChange={(v) => set('icon', v)} />
          <TextField label={t.sequence} type="number" {...field('sequence')} />
          <TextField label={t.href} placeholder="https://" {...field('href')} />
          <FormGroup label={t.showStatus}>
            <Switch
              checked={fields.showStatus === 1}
              label={fields.showStatus === 1 ? t.shown : t.hidden}
              onChange={(event) => set('showStatus', event.currentTarget.checked ? 1 : 2)}
            />
          </FormGroup>
        </FormGrid>
      </fieldset>
      <FormGroup label={t.actions} helperText={readOnly || holdings.isRoot ? undefined : t.onlyCallable}>
        <ActionsEditor
          actions={fields.actions}
          errors={errors.actions}
          resources={resources}
          readOnly={readOnly}
          lockOf={(index) => actionLock(holdings, menu, index)}
          pickable={callableResources(holdings, resources.items)}
          onChange={(actions) => set('actions', actions)}
        />
      </FormGroup>
      <div className="app-menu-editor__footer">
        {menu && canDelete && (
          <Button icon="trash" intent="danger" variant="outlined" onClick={onDelete} disabled={submitting}>
            {t.delete}
          </Button>
        )}
        {canSave && (
          <Button type="submit" icon="floppy-disk" intent="primary" loading={submitting}>
            {t.save}
          </Button>
        )}
      </div>
    </form>
  );
}
