import { Icons } from '@blueprintjs/icons';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { MenuEntry } from '@/features/menu';
import { switchToEnglish } from '@/testing/in-english';

const entry = (name: string, title: string, path: string, children: MenuEntry[] = []): MenuEntry => ({
  name,
  title,
  path,
  icon: 'dot',
  children,
});

const entries = [
  entry('Reports', 'Reports', '/reports', [
    entry('Sales', 'Sales', '/reports/sales', [entry('Daily', 'Daily', '/reports/sales/daily')]),
  ]),
];

beforeAll(() => Icons.loadAll());

describe('CollapsedMenu in English', () => {
  it('titles the caret of a group inside a flyout in English', async () => {
    await switchToEnglish();
    const { CollapsedMenu } = await import('./collapsed-menu');
    render(
      <MemoryRouter>
        <CollapsedMenu entries={entries} activeBranch={[]} onNavigate={() => undefined} />
      </MemoryRouter>,
    );

    await userEvent.setup().hover(screen.getByRole('button', { name: 'Reports' }));
    const group = await screen.findByRole('menuitem', { name: /^Sales/ });

    expect([...group.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['Open submenu']);
  });
});
