import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render-with-providers';
import { bulkSystemMenus } from '@/testing/bulk-system-menus';
import { systemMenuNode } from '@/testing/system-menu-node';
import type { MenuNode } from '@/features/system-menus/api';
import { MenuTreePanel } from './menu-tree-panel';

/** 20 + 180 + 1 800 = 2 000 menus, three levels deep. */
const LARGE = bulkSystemMenus([20, 9, 10]);

function renderTree(tree: readonly MenuNode[], searching = false) {
  const onSelect = jest.fn();
  renderWithProviders(<MenuTreePanel tree={tree} selectedId={null} onSelect={onSelect} searching={searching} />);
  return { onSelect, tree: screen.getByRole('tree', { name: '菜单树' }) };
}

const names = (tree: HTMLElement) =>
  within(tree)
    .getAllByRole('treeitem')
    .map((row) => row.querySelector('.bp6-tree-node-label')?.textContent);

describe('MenuTreePanel with 2 000 menus', () => {
  it('renders only the top level until a branch is opened, then only that branch’s children', async () => {
    const { tree } = renderTree(LARGE);
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(20);
    expect(screen.queryByText('菜单 1-1')).not.toBeInTheDocument();

    const first = within(tree).getAllByRole('treeitem')[0]!;
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first.querySelector('[data-tree-caret]')!);
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(29);
    expect(names(tree).slice(0, 4)).toEqual(['菜单 1', '菜单 1-1', '菜单 1-2', '菜单 1-3']);
    expect(screen.queryByText('菜单 1-1-1')).not.toBeInTheDocument();
  });

  it('opens a search result whole but renders only a window of its rows, each telling its place', () => {
    const { tree } = renderTree(LARGE, true);
    const rows = within(tree).getAllByRole('treeitem');
    // 2 000 rows open; a window of them (40 in a box without layout, plus overscan) in the document.
    expect(rows.length).toBeLessThanOrEqual(60);
    expect(rows[2]).toHaveAttribute('aria-level', '3');
    expect(rows[2]).toHaveAttribute('aria-posinset', '1');
    expect(rows[2]).toHaveAttribute('aria-setsize', '10');
    expect(tree.firstElementChild).toHaveStyle({ height: `${2000 * 30}px` });
  });
});

describe('MenuTreePanel route paths', () => {
  it('gives each row’s route path, which the column may cut with an ellipsis, in full as its hover title', () => {
    const { tree } = renderTree(LARGE);
    const paths = within(tree)
      .getAllByRole('treeitem')
      .map((row) => row.querySelector('.app-menu-tree__route')!);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.textContent).not.toBe('');
      expect(path).toHaveAttribute('title', path.textContent);
    }
  });
});

describe('MenuTreePanel keyboard', () => {
  // 系统管理 ─ 用户管理, 菜单管理; 仪表盘
  const small = [
    {
      ...systemMenuNode('System', '系统管理', null, []),
      children: [
        systemMenuNode('SystemUser', '用户管理', 'System', []),
        systemMenuNode('SystemMenu', '菜单管理', 'System', []),
      ],
    },
    systemMenuNode('Dashboard', '仪表盘', null, []),
  ];

  it('is one tab stop that the arrows move, → and ← open and close, and Enter selects', async () => {
    const { tree, onSelect } = renderTree(small);
    // A small tree opens whole.
    expect(names(tree)).toEqual(['系统管理', '用户管理', '菜单管理', '仪表盘']);
    await userEvent.tab();
    const current = () => document.activeElement as HTMLElement;
    expect(current()).toHaveTextContent('系统管理');
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .filter((row) => row.tabIndex === 0),
    ).toHaveLength(1);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(current()).toHaveTextContent('菜单管理');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'SystemMenu' }));

    await userEvent.keyboard('{ArrowLeft}');
    expect(current()).toHaveTextContent('系统管理');
    await userEvent.keyboard('{ArrowLeft}');
    expect(current()).toHaveAttribute('aria-expanded', 'false');
    expect(names(tree)).toEqual(['系统管理', '仪表盘']);
    await userEvent.keyboard('{End}');
    expect(current()).toHaveTextContent('仪表盘');
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(current()).toHaveTextContent('用户管理');
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'SystemUser' }));
  });
});
