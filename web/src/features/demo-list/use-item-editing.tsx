import { Alert } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { messages } from '../../i18n';
import { showToast } from '../../lib/toaster';
import { deleteDemoItem, type DemoItem } from './api';
import { ItemDialog } from './item-dialog';

const texts = messages.demoList;

/** The add, edit and delete flows of a list, and the dialogs they need rendered. */
export interface ItemEditing {
  startAdd: () => void;
  startEdit: (item: DemoItem) => void;
  /** Asks for confirmation, then deletes the items one by one. */
  startDelete: (ids: readonly string[]) => void;
  /** The dialog or confirmation in progress; render it once anywhere in the page. */
  dialogs: ReactNode;
}

/** Add, edit and delete with their dialogs; `onChanged` runs after the server accepted a change. */
export function useItemEditing(onChanged: (deletedIds: readonly string[]) => void): ItemEditing {
  const [editing, setEditing] = useState<DemoItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    const done: string[] = [];
    for (const id of deleting) {
      const { error } = await deleteDemoItem(id);
      if (error === undefined) done.push(id);
    }
    setBusy(false);
    setDeleting([]);
    if (done.length > 0) void showToast({ message: texts.deleted(done.length), intent: 'success', timeout: 3000 });
    onChanged(done);
  };

  const dialogs = (
    <>
      {editing !== null && (
        <ItemDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void showToast({ message: texts.dialog.saved, intent: 'success', timeout: 3000 });
            onChanged([]);
          }}
        />
      )}
      <Alert
        isOpen={deleting.length > 0}
        intent="danger"
        icon="trash"
        confirmButtonText={texts.delete}
        cancelButtonText={texts.dialog.cancel}
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting([])}
      >
        <p>{texts.confirmDelete(deleting.length)}</p>
      </Alert>
    </>
  );

  return { startAdd: () => setEditing('new'), startEdit: setEditing, startDelete: setDeleting, dialogs };
}
