/**
 * @jest-environment node
 */
import path from 'node:path';
import ts from 'typescript';
import type { ColumnDef } from './column';
import { generateTableCode } from './generate-code';

const everything: ColumnDef[] = [
  { name: 'orderNo', label: '订单 "号"', type: 'text', searchable: true, sortable: false },
  { name: 'amount', label: '金额', type: 'number', searchable: true, sortable: true },
  { name: 'createdAt', label: '创建日期', type: 'date', searchable: true, sortable: true },
  { name: 'paid', label: '已付款 {x}', type: 'boolean', searchable: true, sortable: false },
];
const plain: ColumnDef[] = [{ name: 'title', label: 'Title', type: 'text', searchable: false, sortable: false }];

/** Type-checks generated sources as if they sat in this folder, with the project's settings. */
function typeErrors(sources: Record<string, string>): string[] {
  const root = path.resolve(__dirname, '../../../..');
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(String(diagnostic.messageText));
      },
    },
  );
  if (config === undefined) throw new Error('no tsconfig');
  const files = new Map(Object.entries(sources).map(([name, text]) => [path.join(__dirname, name), text]));
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.getSourceFile = (file, language) => {
    const text = files.get(file);
    return text === undefined ? getSourceFile(file, language) : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram([...files.keys()], { ...config.options, types: [] }, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('generateTableCode', () => {
  it('declares the row interface with one typed field per column', () => {
    const code = generateTableCode(everything, 'OrderTable');
    expect(code).toContain(
      'export interface OrderTableRow {\n  orderNo: string;\n  amount: number;\n  createdAt: string;\n  paid: boolean;\n}',
    );
    expect(code).toContain('export function OrderTable(');
  });

  it('searches only searchable columns and sorts only sortable ones', () => {
    const code = generateTableCode(everything);
    expect(code).toContain("const emptyCriteria = { orderNo: '', amount: '', createdAt: '', paid: '' };");
    expect(code).toContain('type SortField = "amount" | "createdAt";');
    expect(code).toContain('row.orderNo.toLowerCase().includes(criteria.orderNo.trim().toLowerCase())');
    expect(code).toContain('String(row.paid) === criteria.paid');
  });

  it('leaves out the form and the sort for columns that want neither', () => {
    const code = generateTableCode(plain);
    expect(code).not.toContain('<form');
    expect(code).not.toContain('SortField');
    expect(code).not.toContain('useState');
  });

  it('produces code that type-checks under the project settings, labels with quotes included', () => {
    expect(
      typeErrors({
        '__generated-full.tsx': generateTableCode(everything),
        '__generated-plain.tsx': generateTableCode(plain),
      }),
    ).toEqual([]);
  });
});
