import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { overlayFocused } from '@/testing/blueprint-timing';
import type { Column } from './column';
import { DataTable } from './data-table';
import { TableSettingsButton } from './table-settings-button';
import { visibleColumns } from './table-settings-storage';
import { useTableSettings } from './use-table-settings';

interface Row {
  id: string;
  name: string;
  age: number;
}

const columns: Column<Row>[] = [
  { id: 'name', header: '姓名', cell: (row) => row.name },
  { id: 'age', header: '年龄', cell: (row) => row.age },
];

/** A table with its settings button, as a list's toolbar pairs them. */
function SettingsTable() {
  const [settings, change] = useTableSettings('people');
  return (
    <>
      <TableSettingsButton columns={columns} settings={settings} onChange={change} />
      <DataTable
        label="人员"
        columns={visibleColumns(columns, settings.hidden)}
        density={settings.density}
        rows={[{ id: 'a', name: 'Ada', age: 36 }]}
        rowKey={(row) => row.id}
      />
    </>
  );
}

const headers = () =>
  within(screen.getByRole('table', { name: '人员' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

/** Presses Tab until `target` has the focus; fails when three presses do not reach it. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement): Promise<void> {
  for (let presses = 0; presses < 3 && document.activeElement !== target; presses += 1) await user.tab();
  expect(target).toHaveFocus();
}

beforeEach(() => window.localStorage.clear());

describe('TableSettingsButton', () => {
  it('hides a column and makes the rows compact by keyboard alone, and a new mount remembers both', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SettingsTable />);
    expect(headers()).toEqual(['姓名', '年龄']);

    await user.tab();
    expect(screen.getByRole('button', { name: '表格设置' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const settings = await screen.findByRole('group', { name: '表格设置' });
    // Focus moves into the popover, whose controls Tab reaches in order.
    await overlayFocused(settings);
    await tabTo(user, within(settings).getByRole('checkbox', { name: '年龄' }));
    await user.keyboard(' ');
    expect(headers()).toEqual(['姓名']);
    // The last column shown cannot be hidden.
    expect(within(settings).getByRole('checkbox', { name: '姓名' })).toBeDisabled();
    await tabTo(user, within(settings).getByRole('radio', { name: '标准' }));
    await user.keyboard('{ArrowDown}');
    expect(within(settings).getByRole('radio', { name: '紧凑' })).toBeChecked();
    expect(screen.getByRole('table', { name: '人员' })).toHaveClass('bp6-compact');

    unmount();
    render(<SettingsTable />);
    expect(headers()).toEqual(['姓名']);
    expect(screen.getByRole('table', { name: '人员' })).toHaveClass('bp6-compact');
  });
});
