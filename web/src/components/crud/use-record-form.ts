import { useEffect, useState } from 'react';
import { type FieldErrors, isValid } from './validators';

/** Options of `useRecordForm`. */
export interface RecordFormOptions<Item, Fields> {
  /** The dialog is open; each opening starts the form afresh. */
  isOpen: boolean;
  /** The record being edited, or `null` to create one. */
  record: Item | null;
  /** The fields of a new record (a stable value). */
  empty: Fields;
  /** The fields of an edited record (a stable function). */
  toFields: (record: Item) => Fields;
  /** The fields' errors; may change between renders (e.g. with the dialog's mode). */
  validate: (fields: Fields) => FieldErrors<Fields>;
}

/** What `useRecordForm` answers. */
export interface RecordForm<Fields> {
  fields: Fields;
  errors: FieldErrors<Fields>;
  /** Changes one field; once a submit was tried, the errors follow every change. */
  set: <K extends keyof Fields>(key: K, value: Fields[K]) => void;
  /** Checks every field and shows the errors; true when the form may be sent. */
  check: () => boolean;
}

/**
 * The fields of a create/edit dialog: filled from the record on opening, checked on submit and
 * again as they change after that.
 */
export function useRecordForm<Item, Fields>({ isOpen, record, empty, toFields, validate }: RecordFormOptions<Item, Fields>): RecordForm<Fields> {
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setFields(record ? toFields(record) : empty);
    setErrors({});
    setTried(false);
  }, [isOpen, record, empty, toFields]);

  return {
    fields,
    errors,
    set: (key, value) => {
      const next = { ...fields, [key]: value };
      setFields(next);
      if (tried) setErrors(validate(next));
    },
    check: () => {
      const found = validate(fields);
      setErrors(found);
      setTried(true);
      return isValid(found);
    },
  };
}
