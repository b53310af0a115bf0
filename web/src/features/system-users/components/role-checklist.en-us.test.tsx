import { render, screen } from '@testing-library/react';
import { switchToEnglish } from '../../../testing/in-english';

describe('RoleChecklist in English', () => {
  it('names its loading spinner and its group in English', async () => {
    await switchToEnglish();
    const { RoleChecklist } = await import('./role-checklist');

    render(<RoleChecklist roles={{ items: [], status: 'loading', error: null }} value={[]} onChange={() => undefined} />);

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Roles' })).toBeInTheDocument();
  });
});
