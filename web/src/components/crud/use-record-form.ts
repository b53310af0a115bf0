import { useEffect, useState } from 'react';
import type { Identified } from './crud-types';
import type { RecordDialogProps } from './record-dialog-props';
import { bindTextFields } from './bind-text-fields';
import { type FieldErrors, isValid } from './validators';

/** Options of `useRecordForm`. */
export interface RecordFormOptions<Item, Fields, Create, Update> {
  /**
   * The dialog: each opening starts the form afresh from `record` (or `empty` when it is `null`);
   * a valid submit is sent to `onUpdate` for a record, `onCreate` otherwise.
   */
  dialog: Pick<RecordDialogProps<Item, Create, Update>, 'isOpen' | 'record' | 'onCreate' | 'onUpdate'>;
  /** The fields of a new record (a stable value). */
  empty: Fields;
  /** The fields of an edited record (a stable function). */
  toFields: (record: Item) => Fields;
  /** The fields' errors; may change between renders (e.g. with the dialog's mode). */
  validate: (fields: Fields) => FieldErrors<Fields>;
  /** What creating sends. */
  toCreate: (fields: Fields) => Create;
  /** What editing sends. */
  toUpdate: (fields: Fields) => Update;
  /** Whether the form can be sent at all (e.g. the choices it needs have loaded). @default true */
  ready?: boolean;
}

/** What `useRecordForm` answers. */
export interface RecordForm<Fields> {
  fields: Fields;
  errors: FieldErrors<Fields>;
  /** Changes one field; once a submit was tried, the errors follow every change. */
  set: <K extends keyof Fields>(key: K, value: Fields[K]) => void;
  /** A `TextField`'s binding to one string field (`bindTextFields`). */
  field: ReturnType<typeof bindTextFields<Fields>>;
  /** Checks every field and shows the errors; sends the form when they pass. */
  submit: () => void;
}

/**
 * The fields of a create/edit dialog: filled from the record on opening, checked on submit and
 * again as they change after that.
 */
export function useRecordForm<Item extends Identified, Fields, Create, Update>({
  dialog: { isOpen, record, onCreate, onUpdate },
  empty,
  toFields,
  validate,
  toCreate,
  toUpdate,
  ready = true,
}: RecordFormOptions<Item, Fields, Create, Update>): RecordForm<Fields> {
  const [fields, setFields] = useState<Fields>(empty);
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setFields(record ? toFields(record) : empty);
    setErrors({});
    setTried(false);
  }, [isOpen, record, empty, toFields]);

  const set: RecordForm<Fields>['set'] = (key, value) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    if (tried) setErrors(validate(next));
  };
  return {
    fields,
    errors,
    set,
    field: bindTextFields(fields, errors, set),
    submit: () => {
      const found = validate(fields);
      setErrors(found);
      setTried(true);
      if (!isValid(found) || !ready) return;
      if (record) onUpdate(record.id, toUpdate(fields));
      else onCreate(toCreate(fields));
    },
  };
}
