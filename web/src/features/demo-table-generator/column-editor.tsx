import { Button, HTMLSelect, HTMLTable, InputGroup, Switch } from '@blueprintjs/core';
import { demoTableGenerator } from '../../i18n/demo-messages';
import { COLUMN_TYPES, isColumnType, type ColumnDef, type ColumnProblem } from './column';

const texts = demoTableGenerator;

/** Props of {@link ColumnEditor}. */
export interface ColumnEditorProps {
  columns: readonly ColumnDef[];
  /** Problems by column index, from `validateColumns`. */
  problems: ReadonlyMap<number, ColumnProblem>;
  onChange: (columns: ColumnDef[]) => void;
}

const typeOptions = COLUMN_TYPES.map((type) => ({ value: type, label: texts.typeNames[type] }));

/** One editable row per column: name, label, type, searchable, sortable; add and remove. */
export function ColumnEditor({ columns, problems, onChange }: ColumnEditorProps) {
  const update = (index: number, patch: Partial<ColumnDef>) =>
    onChange(columns.map((column, position) => (position === index ? { ...column, ...patch } : column)));
  const add = () =>
    onChange([
      ...columns,
      { name: `field${columns.length + 1}`, label: `${texts.label} ${columns.length + 1}`, type: 'text', searchable: false, sortable: false },
    ]);

  return (
    <>
      <HTMLTable compact className="table-generator__columns">
        <thead>
          <tr>
            <th>{texts.fieldName}</th>
            <th>{texts.label}</th>
            <th>{texts.type}</th>
            <th>{texts.searchable}</th>
            <th>{texts.sortable}</th>
            <th aria-label={texts.removeColumn('')} />
          </tr>
        </thead>
        <tbody>
          {columns.map((column, index) => {
            const problem = problems.get(index);
            return (
              <tr key={index}>
                <td>
                  <InputGroup
                    aria-label={`${texts.fieldName} ${index + 1}`}
                    value={column.name}
                    intent={problem === 'nameInvalid' || problem === 'nameDuplicate' ? 'danger' : 'none'}
                    title={problem === undefined ? undefined : texts.problems[problem]}
                    onValueChange={(name) => update(index, { name })}
                  />
                </td>
                <td>
                  <InputGroup
                    aria-label={`${texts.label} ${index + 1}`}
                    value={column.label}
                    intent={problem === 'labelEmpty' ? 'danger' : 'none'}
                    onValueChange={(label) => update(index, { label })}
                  />
                </td>
                <td>
                  <HTMLSelect
                    aria-label={`${texts.type} ${index + 1}`}
                    value={column.type}
                    options={typeOptions}
                    onChange={(event) => {
                      const type = event.currentTarget.value;
                      if (isColumnType(type)) update(index, { type });
                    }}
                  />
                </td>
                <td>
                  <Switch
                    aria-label={`${texts.searchable} ${index + 1}`}
                    checked={column.searchable}
                    onChange={(event) => update(index, { searchable: event.currentTarget.checked })}
                  />
                </td>
                <td>
                  <Switch
                    aria-label={`${texts.sortable} ${index + 1}`}
                    checked={column.sortable}
                    onChange={(event) => update(index, { sortable: event.currentTarget.checked })}
                  />
                </td>
                <td>
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    aria-label={texts.removeColumn(column.label)}
                    onClick={() => onChange(columns.filter((_, position) => position !== index))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {[...new Set(problems.values())].map((problem) => (
        <p key={problem} role="alert" className="table-generator__problem">
          {texts.problems[problem]}
        </p>
      ))}
      <Button icon="add" text={texts.addColumn} onClick={add} />
    </>
  );
}
