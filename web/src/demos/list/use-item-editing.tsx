import { Alert } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { demoList } from '@/i18n/page-messages';
import type { DemoItem } from './api';
import { ItemDialog } from './item-dialog';
import type { DemoListHandle } from './use-demo-list';

const texts = demoList;

/** The add, edit and delete flows of a list, and the dialogs they need rendered. */
export interface ItemEditing {
  startAdd: () => void;
  startEdit: (item: DemoItem) => void;
  /** Asks for confirmation, then deletes the items one by one. */
  startDelete: (ids: readonly string[]) => void;
  /** The dialog or confirmation in progress; render it once anywhere in the page. */
  dialogs: ReactNode;
}

/**
 * Add, edit and delete with their dialogs, sent to the list's saga. The form closes once the server
 * saved it and stays open on a refusal (the client toasts why); the delete confirmation closes
 * either way, and `onDeleted` runs once every item asked for is gone.
 */
export function useItemEditing(list: DemoListHandle, onDeleted?: (ids: readonly string[]) => void): ItemEditing {
  const [editing, setEditing] = useState<DemoItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<readonly string[]>([]);
  const { submitStatus } = list.state;
  const { resetSubmit } = list;

  useEffect(() => {
    if (submitStatus === 'succeeded') setEditing(null);
    if (deleting.length === 0 || (submitStatus !== 'succeeded' && submitStatus !== 'failed')) return;
    if (submitStatus === 'succeeded') onDeleted?.(deleting);
    setDeleting([]);
  }, [submitStatus, deleting, onDeleted]);

  // Opening a dialog forgets the last submit, so its outcome cannot close the new one.
  const open =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      resetSubmit();
      set(value);
    };

  const dialogs = (
    <>
      {editing !== null && (
        <ItemDialog
          item={editing === 'new' ? null : editing}
          saving={list.state.submitStatus === 'submitting'}
          onSubmit={(param) => (editing === 'new' ? list.create(param) : list.update(editing.id, param))}
          onClose={() => setEditing(null)}
        />
      )}
      <Alert
        isOpen={deleting.length > 0}
        intent="danger"
        icon="trash"
        confirmButtonText={texts.delete}
        cancelButtonText={texts.dialog.cancel}
        loading={submitStatus === 'submitting'}
        onConfirm={() => list.removeMany(deleting)}
        onCancel={() => setDeleting([])}
      >
        <p>{texts.confirmDelete(deleting.length)}</p>
      </Alert>
    </>
  );

  return {
    startAdd: () => open(setEditing)('new'),
    startEdit: open(setEditing),
    startDelete: open(setDeleting),
    dialogs,
  };
}
