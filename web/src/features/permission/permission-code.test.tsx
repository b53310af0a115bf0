import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signedIn } from '@/testing/saga-harness';
import { type PermissionCode, Permission, hasPermission, usePermission } from '.';

// The `@ts-expect-error` lines are the test: each misspelt code must fail the typecheck
// (`npx tsc --noEmit -p .`), or tsc reports the directive as unused. The runtime assertions only
// show that the codes the registry does accept are the ones the seed grants.

const held: PermissionCode[] = ['SystemUser.query', 'Dashboard.export'];

function ExportButton() {
  const canQuery = usePermission('SystemUser.query');
  // @ts-expect-error: an action the route does not offer.
  const canExportMenus = usePermission('SystemMenu.export');
  return (
    <>
      <Permission value="Dashboard.export">
        <button type="button" disabled={!canQuery}>
          Export
        </button>
      </Permission>
      {/* @ts-expect-error: a route name in the wrong case. */}
      <Permission value="systemUser.query">{canExportMenus && <span>never</span>}</Permission>
    </>
  );
}

describe('the permission registry types the permission API', () => {
  it('accepts the seeded codes and grants them', () => {
    expect(hasPermission('SystemUser.query', held)).toBe(true);
    expect(hasPermission(['SystemRole.add', 'Dashboard.export'], held)).toBe(true);
  });

  it('rejects misspelt codes at compile time, and they grant nothing at run time', () => {
    // @ts-expect-error: a misspelt action.
    expect(hasPermission('SystemUser.qurey', held)).toBe(false);
    // @ts-expect-error: a misspelt route name inside a list.
    expect(hasPermission(['SystemUsers.query'], held)).toBe(false);
    // @ts-expect-error: a code must name its route.
    const bare: PermissionCode = 'query';
    expect(held).not.toContain(bare);
  });

  it('lets the component and the hook take the typed codes', () => {
    renderWithProviders(<ExportButton />, { preloadedState: signedIn({ permissions: held }) });
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', false);
    expect(screen.queryByText('never')).not.toBeInTheDocument();
  });
});
