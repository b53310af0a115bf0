import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { demoFormGenerator } from '@/i18n/demo-messages';
import type { FieldValue, FormField } from './form-schema';
import { validateForm } from './validate-field';

const texts = demoFormGenerator;

/** Props of {@link FormPreview}. */
export interface FormPreviewProps {
  title: string;
  fields: readonly FormField[];
}

/** The built form, live: fill it in and submit to see its validation or the data it sends. */
export function FormPreview({ title, fields }: FormPreviewProps) {
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState<string | null>(null);

  const set = (name: string, value: FieldValue) => setValues({ ...values, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(fields, values);
    setProblems(found);
    setSubmitted(Object.keys(found).length === 0 ? JSON.stringify(values, null, 2) : null);
  };
  const reset = () => {
    setValues({});
    setProblems({});
    setSubmitted(null);
  };

  const control = (field: FormField, id: string, invalid: boolean) => {
    const value = values[field.name];
    const text = typeof value === 'string' ? value : '';
    const intent = invalid ? 'danger' : 'none';
    switch (field.type) {
      case 'checkbox':
        return (
          <Checkbox
            id={id}
            label={field.label}
            checked={value === true}
            onChange={(event) => set(field.name, event.currentTarget.checked)}
          />
        );
      case 'textarea':
        return (
          <TextArea
            id={id}
            fill
            intent={intent}
            value={text}
            placeholder={field.placeholder}
            onChange={(event) => set(field.name, event.currentTarget.value)}
          />
        );
      case 'select':
        return (
          <HTMLSelect
            id={id}
            fill
            value={text}
            options={[
              { value: '', label: field.placeholder || texts.choose },
              ...(field.options ?? []).map((option) => ({ value: option })),
            ]}
            onChange={(event) => set(field.name, event.currentTarget.value)}
          />
        );
      default:
        return (
          <InputGroup
            id={id}
            type={field.type === 'text' ? 'text' : field.type}
            intent={intent}
            value={text}
            placeholder={field.placeholder}
            onValueChange={(next) => set(field.name, next)}
          />
        );
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      {fields.map((field) => {
        const id = `preview-${field.name}`;
        const problem = problems[field.name];
        return (
          <FormGroup
            key={field.name}
            label={field.type === 'checkbox' ? undefined : field.label}
            labelFor={id}
            labelInfo={field.required ? '*' : undefined}
            intent={problem === undefined ? 'none' : 'danger'}
            helperText={problem}
          >
            {control(field, id, problem !== undefined)}
          </FormGroup>
        );
      })}
      <div className="demo-page__row">
        <Button type="submit" intent="primary" text={texts.submit} />
        <Button text={texts.reset} onClick={reset} />
      </div>
      {submitted !== null && (
        <Callout intent="success" title={texts.submitted}>
          <pre>{submitted}</pre>
        </Callout>
      )}
    </form>
  );
}
