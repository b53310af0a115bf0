import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput, TextArea } from '@blueprintjs/core';
import { useState, type ChangeEvent } from 'react';
import { demoFormGenerator } from '../../i18n/demo-messages';
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

  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    file?.text().then(setText, (error: unknown) => setErrors([String(error)]));
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
        <FileInput fill text={texts.chooseFile} inputProps={{ accept: '.json,application/json' }} onInputChange={readFile} />
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
