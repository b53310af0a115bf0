import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Column } from './column';
import { type DataTableProps, DataTable } from './data-table';
import { Pagination } from './pagination';
import type { Sort } from './sort';

interface Row {
  id: string;
  name: string;
  age: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Ada', age: 36 },
  { id: 'b', name: 'Brian', age: 41 },
];

const columns: Column<Row, 'name' | 'age'>[] = [
  { id: 'name', header: '姓名', sortField: 'name', cell: (row) => row.name },
  { id: 'age', header: '年龄', sortField: 'age', cell: (row) => row.age },
  { id: 'note', header: '备注', cell: () => '—' },
];

function Table(props: Partial<DataTableProps<Row, 'name' | 'age'>>) {
  return <DataTable label="人员" columns={columns} rows={rows} rowKey={(row) => row.id} {...props} />;
}

function SortableTable({ onSort }: { onSort: (sort: Sort<'name' | 'age'>) => void }) {
  const [sort, setSort] = useState<Sort<'name' | 'age'>>(null);
  return (
    <Table
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSort(next);
      }}
    />
  );
}

describe('DataTable', () => {
  it('renders a row per record and a cell per column', () => {
    render(<Table />);
    const table = screen.getByRole('table', { name: '人员' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(
      bodyRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Ada', '36', '—'],
      ['Brian', '41', '—'],
    ]);
  });

  it('sorts by a header: ascending, descending, then none, with aria-sort following', async () => {
    const onSort = jest.fn();
    render(<SortableTable onSort={onSort} />);
    const header = () => screen.getByRole('columnheader', { name: /年龄/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: '按年龄排序' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'age', order: 'asc' });
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: '按年龄排序' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'age', order: 'desc' });
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: '按姓名排序' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'name', order: 'asc' });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: '按姓名排序' }));
    await userEvent.click(screen.getByRole('button', { name: '按姓名排序' }));
    expect(onSort).toHaveBeenLastCalledWith(null);
  });

  it('has no sort button on a column without a sort field', () => {
    render(<SortableTable onSort={jest.fn()} />);
    expect(screen.queryByRole('button', { name: '按备注排序' })).not.toBeInTheDocument();
  });

  it('shows skeleton rows on the first load and no empty state', () => {
    render(<Table rows={[]} status="loading" />);
    expect(screen.getByRole('table', { name: '人员' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
  });

  it('shows the empty state after a load with no rows', async () => {
    render(<Table rows={[]} status="ready" emptyTitle="暂无人员" />);
    expect(screen.getByRole('heading', { name: '暂无人员' })).toBeInTheDocument();
    // Blueprint loads the state's icon asynchronously; let it land inside act().
    await act(() => Promise.resolve());
  });

  it('shows a failed load with its reason and a retry button', async () => {
    const onRetry = jest.fn();
    render(<Table rows={[]} status="failed" error="服务器错误" onRetry={onRetry} />);
    expect(screen.getByText('服务器错误')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Pagination', () => {
  it('writes the total through Intl in the active locale', () => {
    render(<Pagination current={1} pageSize={10} total={12345} onChange={jest.fn()} />);
    expect(screen.getByText('共 12,345 条')).toBeInTheDocument();
  });

  it('shows the total and asks for the clicked page', async () => {
    const onChange = jest.fn();
    render(<Pagination current={1} pageSize={10} total={95} onChange={onChange} />);
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '第 10 页' }));
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
  });

  it('disables next on the last page', () => {
    render(<Pagination current={10} pageSize={10} total={95} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '上一页' })).toBeEnabled();
  });

  it('starts again at page 1 with a new page size', async () => {
    const onChange = jest.fn();
    render(<Pagination current={3} pageSize={10} total={95} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '20');
    expect(onChange).toHaveBeenLastCalledWith(1, 20);
  });
});
