import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from './column';
import { sampleRows } from './rows';
import { TablePreview } from './table-preview';

const columns: ColumnDef[] = [
  { name: 'city', label: '城市', type: 'text', searchable: true, sortable: true },
  { name: 'amount', label: '金额', type: 'number', searchable: false, sortable: true },
];
const rows = sampleRows(columns, 12);

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('TablePreview', () => {
  it('filters the rows through the search form and resets', async () => {
    render(<TablePreview columns={columns} rows={rows} />);
    expect(bodyRows()).toHaveLength(12);
    await userEvent.type(screen.getByRole('textbox', { name: '城市' }), 'bravo');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    const expected = rows.filter((row) => String(row.city).toLowerCase().includes('bravo')).length;
    expect(expected).toBeGreaterThan(0);
    expect(bodyRows()).toHaveLength(expected);
    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(bodyRows()).toHaveLength(12);
  });

  it('sorts by a sortable header, ascending then descending', async () => {
    render(<TablePreview columns={columns} rows={rows} />);
    const amounts = () => bodyRows().map((row) => Number(within(row).getAllByRole('cell')[1]?.textContent));
    const sorted = rows.map((row) => Number(row.amount)).sort((a, b) => a - b);
    await userEvent.click(screen.getByRole('button', { name: '按 金额 排序' }));
    expect(amounts()).toEqual(sorted);
    await userEvent.click(screen.getByRole('button', { name: '按 金额 排序' }));
    expect(amounts()).toEqual([...sorted].reverse());
  });

  it('shows the empty state when nothing matches', async () => {
    render(<TablePreview columns={columns} rows={rows} />);
    await userEvent.type(screen.getByRole('textbox', { name: '城市' }), 'no such city');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('heading', { name: '没有符合条件的数据' })).toBeInTheDocument();
  });
});
