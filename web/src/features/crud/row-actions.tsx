import { Button, ButtonGroup } from '@blueprintjs/core';
import { type PermissionCode, Permission } from '../permission';
import { format, messages } from '../../i18n';
import '../../components/crud/crud.css';

const crudTexts = messages.crud;

/** Props of `RowActions`. */
export interface RowActionsProps {
  /** What the row is called, for the buttons' accessible names ("编辑 staff"). */
  label: string;
  /** The permission the edit button needs, e.g. `SystemUser.edit`. */
  editPermission: PermissionCode;
  /** The permission the delete button needs, e.g. `SystemUser.delete`. */
  deletePermission: PermissionCode;
  /** The server refuses to change this row (e.g. a user above the signed-in one): no edit button. @default false */
  uneditable?: boolean;
  /** The server refuses to delete this row (e.g. `root`): no delete button. @default false */
  undeletable?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's edit and delete buttons, each shown only to users holding its permission. */
export function RowActions({ label, editPermission, deletePermission, uneditable = false, undeletable = false, onEdit, onDelete }: RowActionsProps) {
  const buttons = [
    { key: 'edit', shown: !uneditable, permission: editPermission, icon: 'edit', intent: 'primary', text: crudTexts.edit, name: crudTexts.editRow, onClick: onEdit },
    { key: 'delete', shown: !undeletable, permission: deletePermission, icon: 'trash', intent: 'danger', text: crudTexts.delete, name: crudTexts.deleteRow, onClick: onDelete },
  ] as const;
  return (
    <ButtonGroup variant="minimal" className="app-row-actions">
      {buttons.map(
        ({ key, shown, permission, icon, intent, text, name, onClick }) =>
          shown && (
            <Permission key={key} value={permission}>
              <Button icon={icon} intent={intent} size="small" aria-label={format(name, { name: label })} onClick={onClick}>
                {text}
              </Button>
            </Permission>
          ),
      )}
    </ButtonGroup>
  );
}
