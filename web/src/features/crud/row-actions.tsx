import { Button, ButtonGroup } from '@blueprintjs/core';
import { type PermissionCode, Permission } from '@/features/permission';
import { format } from '@/i18n';
import * as pageTexts from '@/i18n/page-messages';
import '@/components/crud/crud.css';

const crudTexts = pageTexts.crud;

/** Props of `RowActions`. */
export interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ("编辑 staff"). */
  label: string;
  /** The permissions the edit and the delete button need, e.g. `SystemUser.edit`, `SystemUser.delete`. */
  permissions: { edit: PermissionCode; remove: PermissionCode };
  /**
   * What the server allows on this row: a button it would refuse (editing a user above the
   * signed-in one, deleting `root`) is left out. @default both
   */
  rights?: { edit: boolean; remove: boolean };
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's edit and delete buttons, each shown only to users holding its permission. */
export function RowActions({
  label,
  permissions,
  rights = { edit: true, remove: true },
  onEdit,
  onDelete,
}: RowActionsProps) {
  const buttons = [
    {
      key: 'edit',
      shown: rights.edit,
      permission: permissions.edit,
      icon: 'edit',
      intent: 'primary',
      text: crudTexts.edit,
      name: crudTexts.editRow,
      onClick: onEdit,
    },
    {
      key: 'delete',
      shown: rights.remove,
      permission: permissions.remove,
      icon: 'trash',
      intent: 'danger',
      text: crudTexts.delete,
      name: crudTexts.deleteRow,
      onClick: onDelete,
    },
  ] as const;
  return (
    <ButtonGroup variant="minimal" className="app-row-actions">
      {buttons.map(
        ({ key, shown, permission, icon, intent, text, name, onClick }) =>
          shown && (
            <Permission key={key} value={permission}>
              <Button
                icon={icon}
                intent={intent}
                size="small"
                aria-label={format(name, { name: label })}
                onClick={onClick}
              >
                {text}
              </Button>
            </Permission>
          ),
      )}
    </ButtonGroup>
  );
}
