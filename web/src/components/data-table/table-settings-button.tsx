import { Button, Checkbox, PopoverNext, Radio, RadioGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { listSettings } from '@/i18n/page-messages';
import { type Density, type TableSettings, withColumnShown } from './table-settings-storage';
import './data-table.css';

const texts = listSettings;

const densityOf = (value: string): Density => (value === 'compact' ? 'compact' : 'standard');

/** Props of `TableSettingsButton`. */
export interface TableSettingsButtonProps {
  /** Every column the table can show, in order. */
  columns: readonly { id: string; header: string }[];
  settings: TableSettings;
  /** Called with the changed settings. */
  onChange: (settings: TableSettings) => void;
}

/**
 * A toolbar button opening the table's settings: a checkbox per column (the last one shown cannot
 * be unticked) and the row density. Reached and used by keyboard alone (Tab, Space, arrows, Escape).
 */
export function TableSettingsButton({ columns, settings, onChange }: TableSettingsButtonProps) {
  const columnsLabel = useId();
  const ids = columns.map((column) => column.id);
  const shown = ids.filter((id) => !settings.hidden.includes(id));
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <div className="app-table-settings" role="group" aria-label={texts.button}>
          <div role="group" aria-labelledby={columnsLabel}>
            <p className="app-table-settings__heading" id={columnsLabel}>
              {texts.columns}
            </p>
            {columns.map((column) => {
              const checked = shown.includes(column.id);
              const last = checked && shown.length === 1;
              return (
                <Checkbox
                  key={column.id}
                  label={column.header || column.id}
                  checked={checked}
                  disabled={last}
                  title={last ? texts.lastColumn : undefined}
                  onChange={(event) => onChange(withColumnShown(settings, ids, column.id, event.currentTarget.checked))}
                />
              );
            })}
          </div>
          <RadioGroup
            label={texts.density}
            selectedValue={settings.density}
            onChange={(event) => onChange({ ...settings, density: densityOf(event.currentTarget.value) })}
          >
            <Radio value="standard" label={texts.standard} />
            <Radio value="compact" label={texts.compact} />
          </RadioGroup>
        </div>
      }
    >
      <Button icon="settings" variant="minimal" aria-label={texts.button} title={texts.button} />
    </PopoverNext>
  );
}
