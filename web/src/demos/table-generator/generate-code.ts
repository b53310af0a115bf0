import { demoTableGenerator } from '@/i18n/demo-messages';
import type { ColumnDef, ColumnType } from './column';

const texts = demoTableGenerator;

const TS_TYPES: Record<ColumnType, string> = { text: 'string', number: 'number', date: 'string', boolean: 'boolean' };

/** A string literal for generated code (labels may hold quotes or braces). */
const literal = (value: string) => JSON.stringify(value);

function matchExpression(column: ColumnDef): string {
  const wanted = `criteria.${column.name}`;
  const cell = `row.${column.name}`;
  const test = {
    text: `${cell}.toLowerCase().includes(${wanted}.trim().toLowerCase())`,
    number: `${cell} === Number(${wanted})`,
    date: `${cell} === ${wanted}`,
    boolean: `String(${cell}) === ${wanted}`,
  }[column.type];
  return `(${wanted}.trim() === '' || ${test})`;
}

function searchField(column: ColumnDef): string {
  const id = literal(`search-${column.name}`);
  const onChange = `(value: string) => setDraft({ ...draft, ${column.name}: value })`;
  if (column.type === 'boolean') {
    const options = `[{ value: '', label: ${literal(texts.any)} }, { value: 'true', label: ${literal(texts.yes)} }, { value: 'false', label: ${literal(texts.no)} }]`;
    return `        <FormGroup label={${literal(column.label)}} labelFor={${id}}>
          <HTMLSelect id={${id}} value={draft.${column.name}} options={${options}} onChange={(event) => (${onChange})(event.currentTarget.value)} />
        </FormGroup>`;
  }
  const type = column.type === 'text' ? '' : ` type=${literal(column.type)}`;
  return `        <FormGroup label={${literal(column.label)}} labelFor={${id}}>
          <InputGroup id={${id}}${type} value={draft.${column.name}} onValueChange={${onChange}} />
        </FormGroup>`;
}

function header(column: ColumnDef): string {
  if (!column.sortable) return `            <th>{${literal(column.label)}}</th>`;
  return `            <th>
              <Button variant="minimal" text={${literal(column.label)}} endIcon={sortIcon(${literal(column.name)})} onClick={() => toggleSort(${literal(column.name)})} />
            </th>`;
}

function cell(column: ColumnDef): string {
  const value = `row.${column.name}`;
  const shown = column.type === 'boolean' ? `${value} ? ${literal(texts.yes)} : ${literal(texts.no)}` : value;
  return `              <td>{${shown}}</td>`;
}

/**
 * The TSX source of a self-contained Blueprint component for `columns`: the row interface, the
 * search form (only for searchable columns) and the table (sortable headers only where asked).
 * Columns must have passed `validateColumns`, since their names become identifiers.
 */
export function generateTableCode(columns: readonly ColumnDef[], componentName = 'GeneratedTable'): string {
  const searchable = columns.filter((column) => column.searchable);
  const sortable = columns.filter((column) => column.sortable);
  const rowType = `${componentName}Row`;
  const imports = ['Button', 'HTMLTable', ...(searchable.length > 0 ? ['FormGroup', 'InputGroup'] : [])];
  if (searchable.some((column) => column.type === 'boolean')) imports.push('HTMLSelect');
  const hooks = ['useMemo', ...(searchable.length > 0 || sortable.length > 0 ? ['useState'] : [])];

  const lines: string[] = [
    `import { ${[...new Set(imports)].sort().join(', ')} } from '@blueprintjs/core';`,
    `import { ${hooks.join(', ')} } from 'react';`,
    '',
    '/** One row of the table; dates are YYYY-MM-DD strings. */',
    `export interface ${rowType} {`,
    ...columns.map((column) => `  ${column.name}: ${TS_TYPES[column.type]};`),
    '}',
    '',
  ];
  if (searchable.length > 0) {
    lines.push(`const emptyCriteria = { ${searchable.map((column) => `${column.name}: ''`).join(', ')} };`, '');
  }
  if (sortable.length > 0) {
    lines.push(`type SortField = ${sortable.map((column) => literal(column.name)).join(' | ')};`, '');
  }
  lines.push(
    `/** The search form and table over \`rows\`. */`,
    `export function ${componentName}({ rows }: { rows: ${rowType}[] }) {`,
  );
  if (searchable.length > 0) {
    lines.push(
      '  const [draft, setDraft] = useState(emptyCriteria);',
      '  const [criteria, setCriteria] = useState(emptyCriteria);',
    );
  }
  if (sortable.length > 0) {
    lines.push(
      "  const [sort, setSort] = useState<{ field: SortField; order: 'asc' | 'desc' } | null>(null);",
      '  const toggleSort = (field: SortField) =>',
      "    setSort((current) => ({ field, order: current?.field === field && current.order === 'asc' ? 'desc' : 'asc' }));",
      "  const sortIcon = (field: SortField) => (sort?.field !== field ? 'double-caret-vertical' : sort.order === 'asc' ? 'caret-up' : 'caret-down');",
    );
  }
  lines.push('  const visible = useMemo(() => {');
  lines.push(
    searchable.length > 0
      ? `    const matches = rows.filter((row) => ${searchable.map(matchExpression).join(' && ')});`
      : '    const matches = [...rows];',
  );
  if (sortable.length > 0) {
    lines.push(
      '    if (sort === null) return matches;',
      "    const direction = sort.order === 'asc' ? 1 : -1;",
      '    return matches.sort((a, b) => {',
      '      const left = a[sort.field];',
      '      const right = b[sort.field];',
      "      return direction * (typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right)));",
      '    });',
    );
  } else {
    lines.push('    return matches;');
  }
  const deps = ['rows', ...(searchable.length > 0 ? ['criteria'] : []), ...(sortable.length > 0 ? ['sort'] : [])];
  lines.push(`  }, [${deps.join(', ')}]);`, '', '  return (', '    <>');
  if (searchable.length > 0) {
    lines.push(
      '      <form onSubmit={(event) => { event.preventDefault(); setCriteria(draft); }}>',
      ...searchable.map(searchField),
      `        <Button type="submit" intent="primary" text={${literal(texts.search)}} />`,
      `        <Button text={${literal(texts.reset)}} onClick={() => { setDraft(emptyCriteria); setCriteria(emptyCriteria); }} />`,
      '      </form>',
    );
  }
  lines.push(
    '      <HTMLTable striped>',
    '        <thead>',
    '          <tr>',
    ...columns.map(header),
    '          </tr>',
    '        </thead>',
    '        <tbody>',
    '          {visible.map((row, index) => (',
    '            <tr key={index}>',
    ...columns.map(cell),
    '            </tr>',
    '          ))}',
    '        </tbody>',
    '      </HTMLTable>',
    '    </>',
    '  );',
    '}',
    '',
  );
  return lines.join('\n');
}
