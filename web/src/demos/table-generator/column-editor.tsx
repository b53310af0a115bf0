import { Button, HTMLSelect, HTMLTable, InputGroup, Switch } from '@blueprintjs/core';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import { demoTableGenerator } from '@/i18n/demo-messages';
import { COLUMN_TYPES, isColumnType, type ColumnDef, type ColumnProblem } from './column';

const texts = demoTableGenerator;

/** Props of {@link ColumnEditor}. */
export interface ColumnEditorProps {
  columns: readonly ColumnDef[];
  /** Problems by column index, from `validateColumns`. */
  problems: ReadonlyMap<number, ColumnProblem>;
  onChange: (columns: ColumnDef[]) => void;
}

/** The columns' text inputs, in their table order, each marked by the problems it causes. */
const TEXT_FIELDS: readonly { key: 'name' | 'label'; header: string; problems: readonly ColumnProblem[] }[] = [
  { key: 'name', header: texts.fieldName, problems: ['nameInvalid', 'nameDuplicate'] },
  { key: 'label', header: texts.label, problems: ['labelEmpty'] },
];

/** The columns' on/off switches, in their table order. */
const FLAGS = ['searchable', 'sortable'] as const;

const typeOptions = COLUMN_TYPES.map((type) => ({ value: type, label: texts.typeNames[type] }));

/** One editable row per column: name, label, type, searchable, sortable; add and remove. */
export function ColumnEditor({ columns, problems, onChange }: ColumnEditorProps) {
  const update = (index: number, patch: Partial<ColumnDef>) =>
    onChange(columns.map((column, position) => (position === index ? { ...column, ...patch } : column)));
  const add = () =>
    onChange([
      ...columns,
      {
        name: `field${columns.length + 1}`,
        label: `${texts.label} ${columns.length + 1}`,
        type: 'text',
        searchable: false,
        sortable: false,
      },
    ]);

  return (
    <>
      <ScrollRegion label={texts.columns}>
        <HTMLTable compact className="table-generator__columns" aria-label={texts.columns}>
          <thead>
            <tr>
              {TEXT_FIELDS.map(({ key, header }) => (
                <th key={key}>{header}</th>
              ))}
              <th>{texts.type}</th>
              {FLAGS.map((flag) => (
                <th key={flag}>{texts[flag]}</th>
              ))}
              <th aria-label={texts.removeColumn('')} />
            </tr>
          </thead>
          <tbody>
            {columns.map((column, index) => {
              const problem = problems.get(index);
              return (
                <tr key={index}>
                  {TEXT_FIELDS.map(({ key, header, problems: own }) => {
                    const mine = problem !== undefined && own.includes(problem);
                    return (
                      <td key={key}>
                        <InputGroup
                          aria-label={`${header} ${index + 1}`}
                          value={column[key]}
                          intent={mine ? 'danger' : 'none'}
                          title={mine ? texts.problems[problem] : undefined}
                          onValueChange={(value) => update(index, { [key]: value })}
                        />
                      </td>
                    );
                  })}
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
                  {FLAGS.map((flag) => (
                    <td key={flag}>
                      <Switch
                        aria-label={`${texts[flag]} ${index + 1}`}
                        checked={column[flag]}
                        onChange={(event) => update(index, { [flag]: event.currentTarget.checked })}
                      />
                    </td>
                  ))}
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
      </ScrollRegion>
      {[...new Set(problems.values())].map((problem) => (
        <p key={problem} role="alert" className="table-generator__problem">
          {texts.problems[problem]}
        </p>
      ))}
      <Button icon="add" text={texts.addColumn} onClick={add} />
    </>
  );
}
