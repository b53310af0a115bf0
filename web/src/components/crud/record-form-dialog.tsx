import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';
import type { RecordDialogProps } from './record-dialog-props';

/** Props of `RecordFormDialog`. */
export interface RecordFormDialogProps<Item> {
  /** The list's dialog props; `record` chooses between creating and editing. */
  dialog: Pick<RecordDialogProps<Item, unknown, unknown>, 'isOpen' | 'record' | 'submitting' | 'error' | 'onClose'>;
  /** The titles of the two modes. */
  texts: { createTitle: string; editTitle: string };
  /** The icon while creating (editing shows `edit`). @default 'add' */
  createIcon?: IconName;
  /** Called on submit; the form's own validation decides whether to send. */
  onSubmit: () => void;
  /** A CSS width of the dialog. @default 520 */
  width?: number | string;
  children: ReactNode;
}

/** A `FormDialog` that creates a record or edits the one it is given, titled for the mode. */
export function RecordFormDialog<Item>({
  dialog,
  texts,
  createIcon = 'add',
  onSubmit,
  width,
  children,
}: RecordFormDialogProps<Item>) {
  const editing = dialog.record !== null;
  return (
    <FormDialog
      title={editing ? texts.editTitle : texts.createTitle}
      icon={editing ? 'edit' : createIcon}
      isOpen={dialog.isOpen}
      onClose={dialog.onClose}
      onSubmit={onSubmit}
      submitting={dialog.submitting}
      error={dialog.error}
      width={width}
    >
      {children}
    </FormDialog>
  );
}
