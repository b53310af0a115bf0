import { Button, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { useMemo, useState, type FormEvent } from 'react';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import { demoTableGenerator } from '@/i18n/demo-messages';
import type { CellValue, ColumnDef, Criteria, Row, SortState } from './column';
import { filterRows, sortRows } from './rows';

const texts = demoTableGenerator;

/** Props of {@link TablePreview}. */
export interface TablePreviewProps {
  columns: readonly ColumnDef[];
  rows: readonly Row[];
}

function show(column: ColumnDef, value: CellValue | undefined): string {
  if (column.type === 'boolean') return value === true ? texts.yes : texts.no;
  return value === undefined ? '' : String(value);
}

const booleanOptions = [
  { value: '', label: texts.any },
  { value: 'true', label: texts.yes },
  { value: 'false', label: texts.no },
];

/** The working search form and table the column definitions describe (what the code does). */
export function TablePreview({ columns, rows }: TablePreviewProps) {
  const [draft, setDraft] = useState<Criteria>({});
  const [criteria, setCriteria] = useState<Criteria>({});
  const [sort, setSort] = useState<SortState | null>(null);
  const visible = useMemo(() => sortRows(filterRows(rows, columns, criteria), sort), [rows, columns, criteria, sort]);
  const searchable = columns.filter((column) => column.searchable);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCriteria(draft);
  };
  const reset = () => {
    setDraft({});
    setCriteria({});
  };
  const toggleSort = (field: string) =>
    setSort((current) => ({ field, order: current?.field === field && current.order === 'asc' ? 'desc' : 'asc' }));

  return (
    <>
      {searchable.length > 0 && (
        <form className="demo-page__row" onSubmit={submit} role="search">
          {searchable.map((column) => {
            const id = `preview-search-${column.name}`;
            const value = draft[column.name] ?? '';
            const set = (next: string) => setDraft({ ...draft, [column.name]: next });
            return (
              <FormGroup key={column.name} label={column.label} labelFor={id}>
                {column.type === 'boolean' ? (
                  <HTMLSelect
                    id={id}
                    value={value}
                    options={booleanOptions}
                    onChange={(event) => set(event.currentTarget.value)}
                  />
                ) : (
                  <InputGroup
                    id={id}
                    type={column.type === 'text' ? 'text' : column.type}
                    value={value}
                    onValueChange={set}
                  />
                )}
              </FormGroup>
            );
          })}
          <FormGroup>
            <Button type="submit" intent="primary" icon="search" text={texts.search} />
          </FormGroup>
          <FormGroup>
            <Button icon="reset" text={texts.reset} onClick={reset} />
          </FormGroup>
        </form>
      )}
      <Tag minimal>{texts.rowCount(visible.length)}</Tag>
      <ScrollRegion label={texts.preview}>
        <HTMLTable striped compact className="table-generator__preview" aria-label={texts.preview}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.name}
                  aria-sort={
                    sort?.field !== column.name ? undefined : sort.order === 'asc' ? 'ascending' : 'descending'
                  }
                >
                  {column.sortable ? (
                    <Button
                      variant="minimal"
                      size="small"
                      text={column.label}
                      aria-label={texts.sortBy(column.label)}
                      endIcon={
                        sort?.field !== column.name
                          ? 'double-caret-vertical'
                          : sort.order === 'asc'
                            ? 'caret-up'
                            : 'caret-down'
                      }
                      onClick={() => toggleSort(column.name)}
                    />
                  ) : (
                    column.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.name}>{show(column, row[column.name])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </ScrollRegion>
      {visible.length === 0 && <NonIdealState icon="search" title={texts.empty} />}
    </>
  );
}
