import type { RecordDialogProps } from '@/components/crud/record-dialog-props';
import type { RecordDialogs } from '@/components/crud/use-record-dialogs';
import type { CrudListHandle } from './use-crud-list';

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
