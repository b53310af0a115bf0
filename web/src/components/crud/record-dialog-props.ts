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
