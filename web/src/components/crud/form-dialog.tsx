import { Button, Callout, Dialog, DialogBody, DialogFooter, type IconName } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { dataTable } from '@/i18n/page-messages';
import { nameDialogClose } from './dialog-close-name';
import './crud.css';

const dataTableTexts = dataTable;

/** Props of `FormDialog`. */
export interface FormDialogProps {
  title: string;
  /** @default 'edit' */
  icon?: IconName;
  isOpen: boolean;
  /** Closes without saving (cancel, Esc, the close button). */
  onClose: () => void;
  /** Called on submit (button or Enter); the form's own validation decides whether to send. */
  onSubmit: () => void;
  /** Shows the submit button busy and keeps the dialog from closing. @default false */
  submitting?: boolean;
  /** A failure of the last submit, shown above the fields. @default null */
  error?: string | null;
  /** @default '保存' */
  submitText?: string;
  /** A CSS width of the dialog. @default 520 */
  width?: number | string;
  children: ReactNode;
}

/**
 * Blueprint focuses its own container when a dialog opens, which lies outside the dialog's role;
 * a keyboard user starts at the first field instead, unless they already went to a field while the
 * dialog was opening (the transition ends late on a busy machine): moving the focus then would
 * send the rest of their typing into the first field.
 */
function prepareOpened(dialog: HTMLElement): void {
  nameDialogClose(dialog);
  if (dialog.querySelector('form')?.contains(document.activeElement)) return;
  dialog.querySelector<HTMLElement>('form :is(input:not([type="hidden"]), select, textarea):not(:disabled)')?.focus();
}

/**
 * A Blueprint `Dialog` around a `<form>`: fields in the body, cancel and submit in the footer. The
 * form is a real one, so Enter submits and the browser's form semantics stay intact.
 */
export function FormDialog({
  title,
  icon = 'edit',
  isOpen,
  onClose,
  onSubmit,
  submitting = false,
  error = null,
  submitText = dataTableTexts.save,
  width = 520,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <Dialog
      title={title}
      icon={icon}
      isOpen={isOpen}
      onClose={submitting ? undefined : onClose}
      style={{ width }}
      canOutsideClickClose={false}
      onOpened={prepareOpened}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <DialogBody>
          {error && (
            <Callout intent="danger" icon="error" className="app-form-dialog__error">
              {error}
            </Callout>
          )}
          {children}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} disabled={submitting}>
                {dataTableTexts.cancel}
              </Button>
              <Button type="submit" intent="primary" loading={submitting}>
                {submitText}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
