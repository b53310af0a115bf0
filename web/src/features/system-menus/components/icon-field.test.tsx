import { Icons } from '@blueprintjs/icons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { IconField } from './icon-field';
import { transitionedOut } from '@/testing/blueprint-timing';

beforeAll(() => Icons.loadAll());

function Form({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <IconField label="图标" value={value} onChange={setValue} />;
}

const field = () => screen.getByLabelText(/^图标/);
const listbox = () => screen.getByRole('listbox', { name: '可选图标' });

describe('IconField', () => {
  it('shows the icon a known name draws, and none for an unknown one', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Form initial="person" />);
    expect(container.querySelector('[data-icon="person"]')).not.toBeNull();
    await user.clear(field());
    await user.type(field(), 'no-such-icon');
    expect(container.querySelector('.bp6-input-group > [data-icon]')).toBeNull();
  });

  it('searches the icons by name and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Form initial="person" />);
    await user.click(screen.getByRole('button', { name: '选择图标' }));
    const search = await screen.findByRole('combobox', { name: '搜索图标' });
    await waitFor(() => expect(search).toHaveFocus());
    // The grid opens on the field's icon.
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('person');
    await user.paste('add column');
    expect(
      within(listbox())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['add-column-left', 'add-column-right']);
    expect(screen.getByRole('status')).toHaveTextContent('共 2 个图标');
    await user.keyboard('{ArrowRight}');
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'add-column-right' }).id,
    );
    await user.keyboard('{Enter}');
    expect(field()).toHaveValue('add-column-right');
    await transitionedOut(() => screen.queryByRole('listbox'));
    expect(container.querySelector('[data-icon="add-column-right"]')).not.toBeNull();
  });

  it('picks an icon with a click, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    await user.click(screen.getByRole('button', { name: '选择图标' }));
    const search = await screen.findByRole('combobox', { name: '搜索图标' });
    await user.paste('zzz-none');
    expect(screen.getByRole('status')).toHaveTextContent('没有匹配的图标');
    await user.clear(search);
    await user.paste('airplane');
    await user.click(screen.getByRole('option', { name: 'airplane' }));
    expect(field()).toHaveValue('airplane');
  });

  it('draws only the rows in view of the 700 icons', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    await user.click(screen.getByRole('button', { name: '选择图标' }));
    await screen.findByRole('combobox', { name: '搜索图标' });
    const drawn = within(listbox()).getAllByRole('option').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(300);
  });
});
