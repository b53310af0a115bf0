import { useCallback, useEffect, useState } from 'react';
import type { SubmitStatus } from './crud-types';

/** What `useRecordDialogs` answers. */
export interface RecordDialogs<Item> {
  /** The form dialog is open. */
  formOpen: boolean;
  /** The record the form edits; `null` while creating. */
  editing: Item | null;
  /** The record awaiting delete confirmation. */
  deleting: Item | null;
  openCreate: () => void;
  openEdit: (item: Item) => void;
  askDelete: (item: Item) => void;
  /** Closes whichever is open. */
  close: () => void;
}

/**
 * The open form dialog and delete confirmation of a list. Opening either forgets the last
 * submit's outcome; both close once the server has accepted the submit.
 */
export function useRecordDialogs<Item>(submitStatus: SubmitStatus, resetSubmit: () => void): RecordDialogs<Item> {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const close = useCallback(() => {
    setFormOpen(false);
    setDeleting(null);
  }, []);
  useEffect(() => {
    if (submitStatus === 'succeeded') close();
  }, [submitStatus, close]);
  return {
    formOpen,
    editing,
    deleting,
    openCreate: () => {
      resetSubmit();
      setEditing(null);
      setFormOpen(true);
    },
    openEdit: (item) => {
      resetSubmit();
      setEditing(item);
      setFormOpen(true);
    },
    askDelete: (item) => {
      resetSubmit();
      setDeleting(item);
    },
    close,
  };
}
