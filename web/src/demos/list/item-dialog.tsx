import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { isBlankName } from '@shared/names';
import { demoList } from '@/i18n/page-messages';
import type { DemoItem, DemoItemParam } from './api';
import { STATUSES, isStatus } from './list-query';

const texts = demoList;

/** Props of {@link ItemDialog}. */
export interface ItemDialogProps {
  /** The item to edit, or `null` to add one. */
  item: DemoItem | null;
  /** The submit is with the server: the save button spins. */
  saving: boolean;
  /** Sends the checked, trimmed item; the owner closes the dialog once the server saved it. */
  onSubmit: (param: DemoItemParam) => void;
  onClose: () => void;
}

const LIMITS = { name: 64, owner: 32, description: 256 } as const;

/** Client-side checks mirroring the contract's limits (a name that shows nothing is blank), so most mistakes never reach the server. */
function problemsOf(param: DemoItemParam): Partial<Record<keyof typeof LIMITS, string>> {
  const problems: Partial<Record<keyof typeof LIMITS, string>> = {};
  for (const key of ['name', 'owner', 'description'] as const) {
    const value = param[key].trim();
    if (key !== 'description' && isBlankName(value)) problems[key] = texts.dialog.required(texts.columns[key]);
    else if ([...value].length > LIMITS[key]) problems[key] = texts.dialog.tooLong(texts.columns[key], LIMITS[key]);
  }
  return problems;
}

/** Adds or edits an item: name, owner, status, description. Server errors are toasted by the client. */
export function ItemDialog({ item, saving, onSubmit, onClose }: ItemDialogProps) {
  const [param, setParam] = useState<DemoItemParam>(
    item === null
      ? { name: '', owner: '', status: 'closed', description: '' }
      : { name: item.name, owner: item.owner, status: item.status, description: item.description },
  );
  const [problems, setProblems] = useState<ReturnType<typeof problemsOf>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(param);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({ ...param, name: param.name.trim(), owner: param.owner.trim(), description: param.description.trim() });
  };

  const field = (key: 'name' | 'owner') => (
    <FormGroup
      label={texts.columns[key]}
      labelFor={`item-${key}`}
      labelInfo="*"
      intent={problems[key] ? 'danger' : 'none'}
      helperText={problems[key]}
    >
      <InputGroup
        id={`item-${key}`}
        value={param[key]}
        intent={problems[key] ? 'danger' : 'none'}
        onValueChange={(value) => setParam({ ...param, [key]: value })}
      />
    </FormGroup>
  );

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={item === null ? texts.dialog.addTitle : texts.dialog.editTitle}
      icon={item === null ? 'add' : 'edit'}
    >
      <form onSubmit={submit} noValidate>
        <DialogBody>
          {field('name')}
          {field('owner')}
          <FormGroup label={texts.columns.status} labelFor="item-status">
            <HTMLSelect
              id="item-status"
              fill
              value={param.status}
              options={STATUSES.map((status) => ({ value: status, label: texts.status[status] }))}
              onChange={(event) => {
                const status = event.currentTarget.value;
                if (isStatus(status)) setParam({ ...param, status });
              }}
            />
          </FormGroup>
          <FormGroup
            label={texts.columns.description}
            labelFor="item-description"
            intent={problems.description ? 'danger' : 'none'}
            helperText={problems.description}
          >
            <TextArea
              id="item-description"
              fill
              rows={3}
              value={param.description}
              onChange={(event) => setParam({ ...param, description: event.currentTarget.value })}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={texts.dialog.cancel} onClick={onClose} />
              <Button type="submit" intent="primary" text={texts.dialog.save} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
