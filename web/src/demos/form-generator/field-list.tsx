import { Button, NonIdealState, Tag } from '@blueprintjs/core';
import { demoFormGenerator } from '@/i18n/demo-messages';
import type { FormField } from './form-schema';

const texts = demoFormGenerator;

/** Props of {@link FieldList}. */
export interface FieldListProps {
  fields: readonly FormField[];
  selected: number | null;
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** The form's fields in order: select one to edit it, move it up or down, or remove it. */
export function FieldList({ fields, selected, onSelect, onMove, onRemove }: FieldListProps) {
  if (fields.length === 0) return <NonIdealState icon="form" title={texts.noFields} description={texts.noFieldsHint} />;
  return (
    <div role="list" aria-label={texts.fields}>
      {fields.map((field, index) => (
        <div key={field.name} role="listitem" className="form-generator__field-row">
          <Button
            className="form-generator__field-item"
            variant="minimal"
            alignText="start"
            active={selected === index}
            aria-pressed={selected === index}
            text={field.label}
            endIcon={
              <Tag minimal intent={field.required ? 'danger' : 'none'}>
                {texts.typeNames[field.type]}
              </Tag>
            }
            onClick={() => onSelect(index)}
          />
          <Button
            variant="minimal"
            size="small"
            icon="arrow-up"
            aria-label={texts.moveUp(field.label)}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <Button
            variant="minimal"
            size="small"
            icon="arrow-down"
            aria-label={texts.moveDown(field.label)}
            disabled={index === fields.length - 1}
            onClick={() => onMove(index, index + 1)}
          />
          <Button
            variant="minimal"
            size="small"
            intent="danger"
            icon="trash"
            aria-label={texts.remove(field.label)}
            onClick={() => onRemove(index)}
          />
        </div>
      ))}
    </div>
  );
}
