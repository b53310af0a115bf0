import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { signedIn } from '@/testing/saga-harness';
import { Permission, type PermissionValue } from '.';
import { MALFORMED_PERMISSION_VALUES } from '@/testing/malformed-permission-values';

const DIRECTIVE_MISUSE = `need rights! Like v-permission="'module.add'" or v-permission="['module.add','module.edit']"`;

const withPermissions = (permissions: string[]) => ({ preloadedState: signedIn({ permissions }) });

function renderGuarded(value: unknown, permissions = ['module.add']) {
  return renderWithProviders(
    <Permission value={value as PermissionValue}>
      <button type="button">Add</button>
    </Permission>,
    withPermissions(permissions),
  );
}

describe('<Permission>', () => {
  it('renders its children for a permission the user holds', () => {
    renderGuarded('module.add');
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('renders nothing for a permission the user lacks', () => {
    renderGuarded('module.delete');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('needs only one of a list', () => {
    renderGuarded(['module.edit', 'module.add']);
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('renders nothing when none of a list is held', () => {
    renderGuarded(['module.edit', 'module.delete']);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  describe('with a malformed value', () => {
    beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it.each(MALFORMED_PERMISSION_VALUES)('throws the directive message for %s', (_case, value) => {
      expect(() => renderGuarded(value)).toThrow(new Error(DIRECTIVE_MISUSE));
    });
  });
});
