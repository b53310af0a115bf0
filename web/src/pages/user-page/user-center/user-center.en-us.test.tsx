import { screen } from '@testing-library/react';
import { rootUser } from '../../../testing/fixtures';
import { switchToEnglish } from '../../../testing/in-english';
import { signedIn } from '../../../testing/saga-harness';

describe('UserCenterPage in English', () => {
  it('lists the roles with an English separator', async () => {
    await switchToEnglish();
    const { default: UserCenterPage } = await import('.');
    const { renderWithProviders } = await import('../../../testing/render-with-providers');
    const user = {
      ...rootUser,
      roles: [
        { id: 'r-a', name: 'Admins' },
        { id: 'r-b', name: 'Editors' },
      ],
    };

    renderWithProviders(<UserCenterPage />, { preloadedState: signedIn({ user }) });

    expect(screen.getByRole('rowheader', { name: 'Roles' }).nextElementSibling?.textContent).toBe('Admins, Editors');
  });
});
