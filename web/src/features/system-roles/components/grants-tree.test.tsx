import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Holdings } from '@/features/crud';
import type { Grants } from '@/features/system-roles/grants';
import { grantsTreeFixture } from '@/testing/grants-tree-fixture';
import { GrantsTree } from './grants-tree';
import { transitionedOut } from '@/testing/blueprint-timing';

function Harness({ initial = {}, holdings }: { initial?: Grants; holdings?: Holdings }) {
  const [grants, setGrants] = useState<Grants>(initial);
  return <GrantsTree tree={grantsTreeFixture} grants={grants} holdings={holdings} onChange={setGrants} />;
}

/** A non-root user holding the query list's query action and nothing else of the fixture. */
const queryOnly: Holdings = {
  selfId: 'u-editor',
  isRoot: false,
  menus: new Map([
    ['ListPage', { actions: [] }],
    ['QueryList', { actions: [{ code: 'query' }] }],
  ]),
};

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('GrantsTree', () => {
  it('checking a menu checks its actions and its children', async () => {
    render(<Harness />);
    await userEvent.click(box('列表页'));
    expect(box('列表页')).toBeChecked();
    expect(box('查询表格')).toBeChecked();
    expect(box('查询表格 · 查询')).toBeChecked();
    expect(box('查询表格 · 新增')).toBeChecked();
    expect(box('标准列表 · 查询')).toBeChecked();
    expect(box('仪表盘')).not.toBeChecked();
  });

  it('shows each menu as one row, its actions as named checkboxes inline on that row', () => {
    render(<Harness />);
    const row = screen.getByRole('group', { name: '查询表格' });
    expect(
      within(row)
        .getAllByRole('checkbox')
        .map((checkbox) => checkbox.getAttribute('aria-label') ?? ''),
    ).toEqual(['', '查询表格 · 查询', '查询表格 · 新增']);
    expect(within(row).getByRole('checkbox', { name: '查询表格' })).toBeInTheDocument();
    // One row per menu: no row of its own for an action, nor its code.
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([
      '仪表盘',
      '列表页',
      '查询表格',
      '标准列表',
    ]);
    expect(screen.queryByText('query')).not.toBeInTheDocument();
  });

  it('shows a partly granted menu and its parent as indeterminate', async () => {
    render(<Harness />);
    await userEvent.click(box('查询表格 · 查询'));
    expect(box('查询表格')).toBePartiallyChecked();
    expect(box('列表页')).toBePartiallyChecked();
    expect(box('标准列表')).not.toBeChecked();
    expect(box('标准列表')).not.toBePartiallyChecked();
  });

  it('completes an indeterminate menu on click, then clears it', async () => {
    render(<Harness initial={{ Dashboard: ['query'] }} />);
    expect(box('仪表盘')).toBePartiallyChecked();
    await userEvent.click(box('仪表盘'));
    expect(box('仪表盘')).toBeChecked();
    expect(box('仪表盘 · 导出')).toBeChecked();
    await userEvent.click(box('仪表盘'));
    expect(box('仪表盘')).not.toBeChecked();
    expect(box('仪表盘 · 查询')).not.toBeChecked();
  });

  it('folds a branch and unfolds everything again', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '全部折叠' }));
    // Blueprint's Collapse unmounts the children once its closing transition ends.
    await transitionedOut(() => screen.queryByRole('checkbox', { name: '查询表格' }));
    await userEvent.click(screen.getByRole('button', { name: '全部展开' }));
    expect(box('查询表格')).toBeInTheDocument();
  });

  it('disables what a non-root user does not hold, and a menu grants only its held part', async () => {
    render(<Harness holdings={queryOnly} />);
    for (const name of ['仪表盘', '仪表盘 · 查询', '查询表格 · 新增', '标准列表', '标准列表 · 查询'])
      expect(box(name)).toBeDisabled();
    expect(box('列表页')).toBeEnabled();
    expect(box('查询表格 · 查询')).toBeEnabled();
    await userEvent.click(box('列表页'));
    expect(box('列表页')).toBeChecked();
    expect(box('查询表格 · 查询')).toBeChecked();
    expect(box('查询表格 · 新增')).not.toBeChecked();
    expect(box('标准列表')).not.toBeChecked();
    await userEvent.click(box('列表页'));
    expect(box('列表页')).not.toBeChecked();
    expect(box('查询表格 · 查询')).not.toBeChecked();
  });
});
