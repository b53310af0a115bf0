import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchToEnglish } from '@/testing/in-english';
import type { ResourceOption } from '@/features/system-menus/api';

const resource: ResourceOption = { id: 'res-users', method: 'GET', path: '/api/v1/users', memo: '', actions: [] };

describe('ActionsEditor in English', () => {
  it('names the remove column and the button that unbinds a resource in English', async () => {
    await switchToEnglish();
    const { ActionsEditor } = await import('./actions-editor');
    const onChange = jest.fn();

    render(
      <ActionsEditor
        actions={[{ code: 'query', name: 'Query', resourceIds: ['res-users'] }]}
        errors={undefined}
        resources={{ items: [resource], status: 'ready', error: null }}
        onChange={onChange}
      />,
    );

    const table = screen.getByRole('table', { name: 'Actions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.getAttribute('aria-label') ?? header.textContent),
    ).toEqual(['Code', 'Name', 'Resources', 'Remove']);
    await userEvent.click(screen.getByRole('button', { name: 'Unbind GET /api/v1/users' }));
    expect(onChange).toHaveBeenCalledWith([{ code: 'query', name: 'Query', resourceIds: [] }]);
  });
});
