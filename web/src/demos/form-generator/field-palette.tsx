import { Button, ButtonGroup } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { demoFormGenerator } from '@/i18n/demo-messages';
import { FIELD_TYPES, type FieldType } from './form-schema';

const texts = demoFormGenerator;

const ICONS: Record<FieldType, IconName> = {
  text: 'new-text-box',
  textarea: 'align-left',
  number: 'numerical',
  select: 'properties',
  checkbox: 'tick-circle',
  date: 'calendar',
};

/** Props of {@link FieldPalette}. */
export interface FieldPaletteProps {
  onAdd: (type: FieldType) => void;
}

/** One button per field type; a click appends a field of that type. */
export function FieldPalette({ onAdd }: FieldPaletteProps) {
  return (
    <ButtonGroup vertical fill alignText="start" aria-label={texts.palette}>
      {FIELD_TYPES.map((type) => (
        <Button key={type} icon={ICONS[type]} text={texts.add(texts.typeNames[type])} onClick={() => onAdd(type)} />
      ))}
    </ButtonGroup>
  );
}
