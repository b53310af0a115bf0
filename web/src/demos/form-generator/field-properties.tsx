import { FormGroup, HTMLSelect, InputGroup, NonIdealState, Switch, TextArea } from '@blueprintjs/core';
import { NumericField } from '@/components/form/numeric-field';
import { demoFormGenerator } from '@/i18n/demo-messages';
import { changeFieldType } from './form-edits';
import { FIELD_TYPES, isFieldType, type FieldRules, type FormField } from './form-schema';

const texts = demoFormGenerator;

/** Props of {@link FieldProperties}. */
export interface FieldPropertiesProps {
  field: FormField | null;
  onChange: (field: FormField) => void;
}

const typeOptions = FIELD_TYPES.map((type) => ({ value: type, label: texts.typeNames[type] }));

/** The property panel of the selected field: label, name, type, required, options and rules. */
export function FieldProperties({ field, onChange }: FieldPropertiesProps) {
  if (field === null) return <NonIdealState icon="edit" title={texts.noSelection} />;
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch });
  const setRule = (key: keyof FieldRules, value: number | string | undefined) =>
    set({ rules: { ...field.rules, [key]: value } });
  const numberRule = (key: 'minLength' | 'maxLength' | 'min' | 'max', min?: number) => (
    <NumericField
      label={texts[key]}
      min={min}
      value={field.rules?.[key] ?? ''}
      onValueChange={(value, text) => setRule(key, text.trim() === '' || !Number.isFinite(value) ? undefined : value)}
    />
  );
  const isText = field.type === 'text' || field.type === 'textarea';

  return (
    <div aria-label={texts.properties} role="group">
      <FormGroup label={texts.label} labelFor="field-label">
        <InputGroup id="field-label" value={field.label} onValueChange={(label) => set({ label })} />
      </FormGroup>
      <FormGroup label={texts.name} labelFor="field-name">
        <InputGroup id="field-name" value={field.name} onValueChange={(name) => set({ name })} />
      </FormGroup>
      <FormGroup label={texts.type} labelFor="field-type">
        <HTMLSelect
          id="field-type"
          fill
          value={field.type}
          options={typeOptions}
          onChange={(event) => {
            const type = event.currentTarget.value;
            if (isFieldType(type)) onChange(changeFieldType(field, type));
          }}
        />
      </FormGroup>
      <Switch
        label={texts.required}
        checked={field.required}
        onChange={(event) => set({ required: event.currentTarget.checked })}
      />
      {field.type !== 'checkbox' && (
        <FormGroup label={texts.placeholder} labelFor="field-placeholder">
          <InputGroup
            id="field-placeholder"
            value={field.placeholder ?? ''}
            onValueChange={(placeholder) => set({ placeholder })}
          />
        </FormGroup>
      )}
      {field.type === 'select' && (
        <FormGroup label={texts.options} labelFor="field-options">
          <TextArea
            id="field-options"
            fill
            rows={4}
            value={(field.options ?? []).join('\n')}
            onChange={(event) => set({ options: event.currentTarget.value.split('\n') })}
          />
        </FormGroup>
      )}
      {isText && numberRule('minLength', 0)}
      {isText && numberRule('maxLength', 0)}
      {isText && (
        <FormGroup label={texts.pattern} labelFor="field-pattern">
          <InputGroup
            id="field-pattern"
            value={field.rules?.pattern ?? ''}
            onValueChange={(pattern) => setRule('pattern', pattern === '' ? undefined : pattern)}
          />
        </FormGroup>
      )}
      {field.type === 'number' && numberRule('min')}
      {field.type === 'number' && numberRule('max')}
    </div>
  );
}
