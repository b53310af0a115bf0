import { screen } from '@testing-library/react';
import type { components } from '@shared/contract/schema';
import { apiClient } from '@/api/client';
import { renderWithProviders } from '@/testing/render-with-providers';
import { editorUser, rootUser, systemPageTree } from '@/testing/fixtures';
import { systemRole } from '@/testing/system-records';
import { signedIn, success } from '@/testing/saga-harness';
import { RoleManagement, systemRolesFeature } from '..';
import type { PermissionCode } from '@/features/permission';
import { registerFeature } from '@/lib/store';

// As the page's route does: the feature's state and saga join the store.
registerFeature(systemRolesFeature);

jest.mock('@/lib/toaster', () => ({ showToast: jest.fn(async () => 'toast-1') }));

type UserInfo = components['schemas']['UserInfo'];
type MenuNode = components['schemas']['MenuNode'];

const editorGrants = [
  { menuId: 'm-System', actions: [] },
  { menuId: 'm-SystemRole', actions: ['query', 'edit', 'delete'] },
];
/** The built-in administrator role grants only what the editor holds here: its flag alone keeps it read-only. */
const roles = [
  systemRole('r-chief', editorGrants, true),
  systemRole('r-editor', editorGrants),
  systemRole('r-staff', [{ menuId: 'm-Dashboard', actions: ['query'] }]),
];
const ROLE_PERMISSIONS: PermissionCode[] = [
  'SystemRole.query',
  'SystemRole.add',
  'SystemRole.edit',
  'SystemRole.delete',
];
/** The editor's menu tree: role management and nothing else. */
const editorTree = systemPageTree('SystemRole', '/system/role', ['query', 'edit', 'delete']);

function renderAs(user: UserInfo, tree: MenuNode[]) {
  jest
    .spyOn(apiClient, 'GET')
    .mockImplementation(((path: string) =>
      Promise.resolve(
        path === '/roles'
          ? success({ list: roles, pagination: { total: roles.length, current: 1, pageSize: 10 } })
          : success({ list: [] }),
      )) as never);
  renderWithProviders(<RoleManagement />, {
    preloadedState: signedIn({ token: 'Bearer t', permissions: ROLE_PERMISSIONS, user, tree }),
  });
}

const controlsOf = (name: string) => ({
  edit: screen.queryByRole('button', { name: `编辑 ${name}` }) !== null,
  delete: screen.queryByRole('button', { name: `删除 ${name}` }) !== null,
  status: !(screen.getByRole('checkbox', { name: `启用 ${name}` }) as HTMLInputElement).disabled,
});

describe('RoleManagement', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the administrator role and roles granting more than they hold read-only for a non-root user', async () => {
    renderAs(editorUser([{ id: 'r-editor', name: 'r-editor' }]), editorTree);
    await screen.findByRole('button', { name: '编辑 r-editor' });
    expect(controlsOf('r-editor')).toEqual({ edit: true, delete: true, status: true });
    expect(controlsOf('r-chief')).toEqual({ edit: false, delete: false, status: false });
    expect(controlsOf('r-staff')).toEqual({ edit: false, delete: false, status: false });
  });

  it('leaves every role changeable for root', async () => {
    renderAs(rootUser, []);
    await screen.findByRole('button', { name: '编辑 r-chief' });
    for (const name of ['r-chief', 'r-editor', 'r-staff'])
      expect(controlsOf(name)).toEqual({ edit: true, delete: true, status: true });
  });
});
