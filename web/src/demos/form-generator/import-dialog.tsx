import { Button, Callout, Dialog, DialogBody, DialogFooter, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { FileButton } from '@/components/file-button/file-button';
import { demoFormGenerator } from '@/i18n/demo-messages';
import type { FormSchema } from './form-schema';
import { parseFormJson } from './parse-form-json';

const texts = demoFormGenerator;

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called with a form that passed every check; the dialog then closes. */
  onImport: (schema: FormSchema) => void;
}

/** Paste or pick a form's JSON; problems are listed and the current form stays as it was. */
export function ImportDialog({ isOpen, onClose, onImport }: ImportDialogProps) {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  const readFile = (file: File) => {
    file.text().then(setText, (error: unknown) => {
      // The browser's reason is English and for developers; the user reads the catalogue's.
      console.warn('form import:', error);
      setErrors([texts.fileReadFailed]);
    });
  };
  const submit = () => {
    const result = parseFormJson(text);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    setText('');
    onImport(result.schema);
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={texts.importTitle} icon="import">
      <DialogBody>
        <p>{texts.importHint}</p>
        <FileButton icon="folder-open" text={texts.chooseFile} accept=".json,application/json" onFile={readFile} />
        <TextArea
          className="form-generator__import-text"
          aria-label={texts.importTitle}
          fill
          rows={10}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {errors.length > 0 && (
          <Callout intent="danger" title={texts.importFailed} role="alert">
            <ul>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={texts.cancel} onClick={onClose} />
            <Button intent="primary" text={texts.importAction} onClick={submit} disabled={text.trim() === ''} />
          </>
        }
      />
    </Dialog>
  );
}
