import { render, screen } from '@testing-library/react';
import { switchToEnglish } from '@/testing/in-english';

describe('RoleChecklist in English', () => {
  it('names its loading spinner and its group in English', async () => {
    await switchToEnglish();
    const { RoleChecklist } = await import('./role-checklist');

    render(
      <RoleChecklist roles={{ items: [], status: 'loading', error: null }} value={[]} onChange={() => undefined} />,
    );

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Roles' })).toBeInTheDocument();
  });

  it('marks a disabled role in English', async () => {
    await switchToEnglish();
    const { RoleChecklist } = await import('./role-checklist');
    const roles = [
      {
        id: 'r-guest',
        name: 'Guests',
        sequence: 1,
        status: 'disabled' as const,
        memo: '',
        menus: [],
        builtIn: false,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ];

    render(
      <RoleChecklist roles={{ items: roles, status: 'ready', error: null }} value={[]} onChange={() => undefined} />,
    );

    expect(screen.getByRole('checkbox', { name: 'Guests (disabled)' })).toBeInTheDocument();
  });
});
