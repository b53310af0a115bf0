import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signedIn } from '@/testing/saga-harness';
import { usePermission } from './use-permission';
import type { PermissionCode } from './check-permission';

function DeleteButton() {
  const canDelete = usePermission('SystemUser.delete');
  return (
    <button type="button" disabled={!canDelete}>
      Delete
    </button>
  );
}

describe('usePermission', () => {
  it.each([
    [['SystemUser.delete'] satisfies PermissionCode[], true],
    [['SystemUser.query'] satisfies PermissionCode[], false],
  ])('with %p the button is enabled: %p', (permissions, enabled) => {
    renderWithProviders(<DeleteButton />, { preloadedState: signedIn({ permissions }) });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', !enabled);
  });
});
