import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../components/crud/form-dialog';
import { TextField } from '../../../components/crud/text-field';
import { type FieldErrors, isValid } from '../../../components/crud/validators';
import { HTTP_METHODS, type ResourceParam, type SystemResource, isHttpMethod } from '../api';
import { type ResourceFields, emptyResourceFields, resourceToFields, toResourceParam, validateResource } from '../resource-form';
import { resourceTexts } from '../texts';

/** Props of `ResourceFormDialog`. */
export interface ResourceFormDialogProps {
  isOpen: boolean;
  /** The resource being edited, or `null` to create one. */
  resource: SystemResource | null;
  submitting: boolean;
  error: string | null;
  onCreate: (param: ResourceParam) => void;
  onUpdate: (id: string, param: ResourceParam) => void;
  onClose: () => void;
}

/** Creates or edits an API resource: method, route path and memo. */
export function ResourceFormDialog({ isOpen, resource, submitting, error, onCreate, onUpdate, onClose }: ResourceFormDialogProps) {
  const [fields, setFields] = useState<ResourceFields>(emptyResourceFields);
  const [errors, setErrors] = useState<FieldErrors<ResourceFields>>({});
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    setFields(resource ? resourceToFields(resource) : emptyResourceFields);
    setErrors({});
    setTried(false);
  }, [isOpen, resource]);

  const set = <K extends keyof ResourceFields>(key: K, value: ResourceFields[K]) => {
    const next = { ...fields, [key]: value };
    setFields(next);
    if (tried) setErrors(validateResource(next));
  };

  const submit = () => {
    const found = validateResource(fields);
    setErrors(found);
    setTried(true);
    if (!isValid(found)) return;
    if (resource) onUpdate(resource.id, toResourceParam(fields));
    else onCreate(toResourceParam(fields));
  };

  const t = resourceTexts;
  return (
    <FormDialog title={resource ? t.editTitle : t.createTitle} icon={resource ? 'edit' : 'add'} isOpen={isOpen} onClose={onClose} onSubmit={submit} submitting={submitting} error={error}>
      <FormGroup label={t.method} labelFor="resource-method" labelInfo="*">
        <HTMLSelect
          id="resource-method"
          fill
          value={fields.method}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isHttpMethod(value)) set('method', value);
          }}
          options={HTTP_METHODS.map((method) => ({ value: method, label: method }))}
        />
      </FormGroup>
      <TextField label={t.path} required value={fields.path} error={errors.path} helperText={t.pathHelp} placeholder="/api/v1/..." onChange={(v) => set('path', v)} />
      <TextField label={t.memo} value={fields.memo} onChange={(v) => set('memo', v)} />
    </FormDialog>
  );
}
