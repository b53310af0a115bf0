import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { components } from '@shared/contract/schema';
import { escapeOverlay } from '@/testing/blueprint-timing';
import { renderWithProviders } from '@/testing/render-with-providers';
import { editorUser, rootUser, systemPageTree } from '@/testing/fixtures';
import { systemResource } from '@/testing/system-records';
import { signedIn, success } from '@/testing/saga-harness';
import { resourcesApi } from '@/features/system-resources/api';
import { ResourceManagement, systemResourcesFeature } from '..';
import type { PermissionCode } from '@/features/permission';
import { registerFeature } from '@/lib/store';

// As the page's route does: the feature's state and saga join the store.
registerFeature(systemResourcesFeature);

jest.mock('@/lib/toaster', () => ({ showToast: jest.fn(async () => 'toast-1') }));

type UserInfo = components['schemas']['UserInfo'];
type MenuNode = components['schemas']['MenuNode'];

/** Bound to an action the editor below does not hold, to one they hold, and to none. */
const ROWS = [
  systemResource('res-users', '/api/v1/users', [{ menuId: 'm-SystemUser', routeName: 'SystemUser', code: 'query' }]),
  systemResource('res-resources', '/api/v1/resources', [
    { menuId: 'm-SystemResource', routeName: 'SystemResource', code: 'query' },
  ]),
  systemResource('res-free', '/api/v1/free', []),
];
const PERMISSIONS: PermissionCode[] = [
  'SystemResource.query',
  'SystemResource.add',
  'SystemResource.edit',
  'SystemResource.delete',
];

/** A resource editor (not root): the resources page and nothing else. */
const editor = editorUser();
const editorTree = systemPageTree('SystemResource', '/system/resource', ['query', 'add', 'edit', 'delete']);

function renderAs(user: UserInfo, tree: MenuNode[]) {
  jest
    .spyOn(resourcesApi, 'list')
    .mockResolvedValue(success({ list: ROWS, pagination: { total: ROWS.length, current: 1, pageSize: 10 } }) as never);
  renderWithProviders(<ResourceManagement />, {
    preloadedState: signedIn({ token: 'Bearer t', permissions: PERMISSIONS, user, tree }),
  });
}

const controlsOf = (label: string) => ({
  edit: screen.queryByRole('button', { name: `编辑 ${label}` }) !== null,
  delete: screen.queryByRole('button', { name: `删除 ${label}` }) !== null,
});

/** Opens the edit dialog of `label` and answers whether its method and path can change, and whether it says why not. */
async function callEditable(label: string) {
  await userEvent.click(screen.getByRole('button', { name: `编辑 ${label}` }));
  const dialog = await screen.findByRole('dialog');
  const editable = {
    method: !within(dialog)
      .getByRole('combobox', { name: /^请求方法/ })
      .hasAttribute('disabled'),
    path: !within(dialog).getByLabelText(/^路径/).hasAttribute('disabled'),
    notice: within(dialog).queryByText('已关联操作的资源只能修改备注') !== null,
  };
  await escapeOverlay(dialog);
  return editable;
}

describe('ResourceManagement', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives a non-root editor no control on resources bound to actions they do not hold, and only the memo of bound ones they hold', async () => {
    renderAs(editor, editorTree);
    await screen.findByText('/api/v1/users');
    expect(controlsOf('GET /api/v1/users')).toEqual({ edit: false, delete: false });
    expect(controlsOf('GET /api/v1/resources')).toEqual({ edit: true, delete: true });
    expect(await callEditable('GET /api/v1/resources')).toEqual({ method: false, path: false, notice: true });
    expect(await callEditable('GET /api/v1/free')).toEqual({ method: true, path: true, notice: false });
  });

  it('gives root every control', async () => {
    renderAs(rootUser, []);
    await screen.findByText('/api/v1/users');
    expect(controlsOf('GET /api/v1/users')).toEqual({ edit: true, delete: true });
    expect(await callEditable('GET /api/v1/users')).toEqual({ method: true, path: true, notice: false });
  });
});
