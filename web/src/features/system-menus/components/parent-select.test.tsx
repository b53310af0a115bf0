import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bulkSystemMenus } from '@/testing/bulk-system-menus';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ParentSelect } from './parent-select';

/** 5 + 20 + 60 = 85 menus. */
const TREE = bulkSystemMenus([5, 4, 3]);

describe('ParentSelect', () => {
  it('holds the top level and the current parent until reached, then every menu but the edited one’s branch', async () => {
    const onChange = jest.fn();
    renderWithProviders(
      <>
        <label htmlFor="parent">上级菜单</label>
        <ParentSelect id="parent" value="M3" tree={TREE} menuId="M3x1" onChange={onChange} />
      </>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: '上级菜单' });
    const labels = () => Array.from(select.options, (option) => option.label);
    expect(select).toHaveValue('M3');
    expect(labels()).toEqual(['（顶级菜单）', '菜单 3']);

    await userEvent.click(select);
    // 85 menus, less M3x1 and its 3 children, plus the top level.
    expect(labels()).toHaveLength(85 - 4 + 1);
    const branch = (name: string) =>
      labels().filter((label) => label.trim() === name || label.trim().startsWith(`${name}-`));
    expect(branch('菜单 3-1')).toEqual([]);
    expect(branch('菜单 3-2')).toHaveLength(4);
    expect(select).toHaveValue('M3');
    await userEvent.selectOptions(select, 'M5x4');
    expect(onChange).toHaveBeenCalledWith('M5x4');
  });
});
