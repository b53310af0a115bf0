import { screen } from '@testing-library/react';
import { rootUser } from '@/testing/fixtures';
import { switchToEnglish } from '@/testing/in-english';
import { signedIn } from '@/testing/saga-harness';

describe('ProfileCard in English', () => {
  it('lists the roles with an English separator', async () => {
    await switchToEnglish();
    const { ProfileCard } = await import('..');
    const { renderWithProviders } = await import('@/testing/render-with-providers');
    const user = {
      ...rootUser,
      roles: [
        { id: 'r-a', name: 'Admins' },
        { id: 'r-b', name: 'Editors' },
      ],
    };

    renderWithProviders(<ProfileCard />, { preloadedState: signedIn({ user }) });

    expect(screen.getByRole('rowheader', { name: 'Roles' }).nextElementSibling?.textContent).toBe('Admins, Editors');
  });
});
