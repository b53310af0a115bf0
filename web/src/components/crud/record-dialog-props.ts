import type { CrudListHandle } from './use-crud-list';
import type { RecordDialogs } from './use-record-dialogs';

/** Props every create/edit dialog of a list takes. */
export interface RecordDialogProps<Item, Create, Update> {
  isOpen: boolean;
  /** The record being edited, or `null` to create one. */
  record: Item | null;
  submitting: boolean;
  /** The last submit's failure. */
  error: string | null;
  onCreate: (param: Create) => void;
  onUpdate: (id: string, param: Update) => void;
  onClose: () => void;
}

/** A list's form dialog props, bound to its dialogs and its submit state. */
export function recordDialogProps<Item, Query, Create, Update, Status>(
  list: CrudListHandle<Item, Query, Create, Update, Status>,
  dialogs: RecordDialogs<Item>,
): RecordDialogProps<Item, Create, Update> {
  const { submitStatus, submitError } = list.state;
  return {
    isOpen: dialogs.formOpen,
    record: dialogs.editing,
    submitting: submitStatus === 'submitting',
    error: submitStatus === 'failed' ? submitError : null,
    onCreate: list.create,
    onUpdate: list.update,
    onClose: dialogs.close,
  };
}
