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
  return (
    <ButtonGroup variant="minimal" className="app-row-actions">
      {!uneditable && (
        <Permission value={editPermission}>
          <Button icon="edit" intent="primary" size="small" aria-label={format(crudTexts.editRow, { name: label })} onClick={onEdit}>
            {crudTexts.edit}
          </Button>
        </Permission>
      )}
      {!undeletable && (
        <Permission value={deletePermission}>
          <Button icon="trash" intent="danger" size="small" aria-label={format(crudTexts.deleteRow, { name: label })} onClick={onDelete}>
            {crudTexts.delete}
          </Button>
        </Permission>
      )}
    </ButtonGroup>
  );
}
