import { Button, Callout, Card, FormGroup, H5, InputGroup } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { demoFormGenerator } from '@/i18n/demo-messages';
import { downloadFile } from '@/lib/download-file';
import { FieldList } from './field-list';
import { FieldPalette } from './field-palette';
import { FieldProperties } from './field-properties';
import { moveField, newField } from './form-edits';
import type { FormSchema } from './form-schema';
import { FormPreview } from './form-preview';
import { ImportDialog } from './import-dialog';
import { formToJson, parseFormJson } from './parse-form-json';
import './form-builder.css';

const texts = demoFormGenerator;

const { sample } = texts;
const initialForm: FormSchema = {
  version: 1,
  title: sample.title,
  fields: [
    { name: 'fullName', label: sample.fullName, type: 'text', required: true, rules: { minLength: 2, maxLength: 20 } },
    {
      name: 'city',
      label: sample.city,
      type: 'select',
      required: true,
      options: [sample.cities.beijing, sample.cities.shanghai, sample.cities.shenzhen],
    },
    { name: 'agree', label: sample.agree, type: 'checkbox', required: true },
  ],
};

/** Props of {@link FormBuilder}. */
export interface FormBuilderProps {
  /** The form to start from. @default a small sign-up form */
  initial?: FormSchema;
}

/** The form generator: palette, ordered fields, property panel, live preview, JSON export and import. */
export function FormBuilder({ initial = initialForm }: FormBuilderProps) {
  const [form, setForm] = useState(initial);
  const [selected, setSelected] = useState<number | null>(initial.fields.length > 0 ? 0 : null);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const json = useMemo(() => formToJson(form), [form]);
  // The editor is checked with the import's own rules, so whatever it exports imports again.
  const check = useMemo(() => parseFormJson(json), [json]);
  const setFields = (fields: FormSchema['fields']) => setForm({ ...form, fields });
  const field = selected === null ? null : (form.fields[selected] ?? null);

  return (
    <>
      <Card className="demo-page__row">
        <FormGroup label={texts.formTitle} labelFor="form-title" inline>
          <InputGroup id="form-title" value={form.title} onValueChange={(title) => setForm({ ...form, title })} />
        </FormGroup>
        <Button
          icon="export"
          text={texts.exportJson}
          disabled={!check.ok}
          onClick={() => downloadFile(`${form.title || 'form'}.json`, json, 'application/json')}
        />
        <Button icon="import" text={texts.importJson} onClick={() => setImporting(true)} />
      </Card>
      {notice !== null && <Callout intent="success">{notice}</Callout>}
      {!check.ok && (
        <Callout intent="warning" role="alert">
          <ul>
            {check.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </Callout>
      )}
      <div className="form-generator">
        <Card>
          <H5>{texts.palette}</H5>
          <FieldPalette
            onAdd={(type) => {
              setFields([...form.fields, newField(type, form.fields)]);
              setSelected(form.fields.length);
            }}
          />
        </Card>
        <Card>
          <H5>{texts.fields}</H5>
          <FieldList
            fields={form.fields}
            selected={selected}
            onSelect={setSelected}
            onMove={(from, to) => {
              setFields(moveField(form.fields, from, to));
              setSelected(to);
            }}
            onRemove={(index) => {
              setFields(form.fields.filter((_, position) => position !== index));
              setSelected(null);
            }}
          />
        </Card>
        <Card>
          <H5>{texts.properties}</H5>
          <FieldProperties
            field={field}
            onChange={(next) => setFields(form.fields.map((current, index) => (index === selected ? next : current)))}
          />
        </Card>
        <Card className="form-generator__preview">
          <H5>{texts.preview}</H5>
          <FormPreview key={json} title={form.title || texts.preview} fields={form.fields} />
        </Card>
      </div>
      <ImportDialog
        isOpen={importing}
        onClose={() => setImporting(false)}
        onImport={(schema) => {
          setForm(schema);
          setSelected(schema.fields.length > 0 ? 0 : null);
          setImporting(false);
          setNotice(texts.imported(schema.fields.length));
        }}
      />
    </>
  );
}
