import { type ActionOf, type PermissionCode, permissionCode } from '../../../shared/permissions';
import type { ResourceRecord } from './types';

/** A seeded resource and the menu actions (`<routeName>.<code>`) that hold it. */
interface ResourceSpec extends ResourceRecord {
  heldBy: PermissionCode[];
}

const API = '/api/v1';
const DEMO_ITEMS = `${API}/demo/list-items`;

/** The system pages, each with the five CRUD endpoints `crudResources` seeds. */
type SystemRoute = 'SystemMenu' | 'SystemResource' | 'SystemRole' | 'SystemUser';

/** The five CRUD endpoints of one system page, held by its query/add/edit/delete actions. */
function crudResources(routeName: SystemRoute, key: string, label: string): ResourceSpec[] {
  const collection = `${API}/${key}`;
  const item = `${collection}/{id}`;
  const action = (code: ActionOf<SystemRoute>) => permissionCode(routeName, code);
  return [
    { id: `res-${key}-list`, method: 'GET', path: collection, memo: `查询${label}列表`, heldBy: [action('query')] },
    { id: `res-${key}-get`, method: 'GET', path: item, memo: `查看${label}`, heldBy: [action('query')] },
    { id: `res-${key}-create`, method: 'POST', path: collection, memo: `新增${label}`, heldBy: [action('add')] },
    { id: `res-${key}-update`, method: 'PUT', path: item, memo: `编辑${label}`, heldBy: [action('edit')] },
    { id: `res-${key}-delete`, method: 'DELETE', path: item, memo: `删除${label}`, heldBy: [action('delete')] },
  ];
}

/**
 * Lists one page's forms read from another: the role form grants from the menu tree, the user form
 * picks roles, the menu form attaches resources.
 */
const SHARED_LISTS: Record<string, PermissionCode[]> = {
  'res-menus-list': ['SystemRole.query'],
  'res-roles-list': ['SystemUser.add', 'SystemUser.edit'],
  'res-resources-list': ['SystemMenu.add', 'SystemMenu.edit'],
};

/** The CSV export of a list page's query, held by its `export` action. */
function exportResource(
  routeName: 'SystemResource' | 'SystemRole' | 'SystemUser' | 'QueryList' | 'SystemOperationLog' | 'SystemSignInLog',
  path: string,
  label: string,
): ResourceSpec {
  const key = path.slice(API.length + 1).replace(/\//g, '-');
  return { id: `res-${key}`, method: 'GET', path, memo: `导出${label}`, heldBy: [permissionCode(routeName, 'export')] };
}

/** A read of an audit log, held by its page's `query` action. */
function auditRead(
  routeName: 'SystemOperationLog' | 'SystemSignInLog',
  id: string,
  path: string,
  memo: string,
): ResourceSpec {
  return { id, method: 'GET', path, memo, heldBy: [permissionCode(routeName, 'query')] };
}

/** The audit log pages' calls. */
const AUDIT_RESOURCE_SPECS: ResourceSpec[] = [
  auditRead('SystemOperationLog', 'res-audit-operations', `${API}/audit/operations`, '查询操作日志'),
  auditRead('SystemOperationLog', 'res-audit-operations-get', `${API}/audit/operations/{id}`, '查看操作日志'),
  exportResource('SystemOperationLog', `${API}/audit/operations/export`, '操作日志'),
  auditRead('SystemSignInLog', 'res-audit-sign-ins', `${API}/audit/sign-ins`, '查询登录日志'),
  exportResource('SystemSignInLog', `${API}/audit/sign-ins/export`, '登录日志'),
];

const SPECS: ResourceSpec[] = [
  ...crudResources('SystemMenu', 'menus', '菜单'),
  ...crudResources('SystemResource', 'resources', '资源'),
  ...crudResources('SystemRole', 'roles', '角色'),
  ...crudResources('SystemUser', 'users', '用户'),
  {
    id: 'res-users-enable',
    method: 'PATCH',
    path: `${API}/users/{id}/enable`,
    memo: '启用用户',
    heldBy: ['SystemUser.edit'],
  },
  {
    id: 'res-users-disable',
    method: 'PATCH',
    path: `${API}/users/{id}/disable`,
    memo: '停用用户',
    heldBy: ['SystemUser.edit'],
  },
  exportResource('SystemResource', `${API}/resources/export`, '资源'),
  exportResource('SystemRole', `${API}/roles/export`, '角色'),
  exportResource('SystemUser', `${API}/users/export`, '用户'),
  ...AUDIT_RESOURCE_SPECS,
  {
    id: 'res-demo-list',
    method: 'GET',
    path: DEMO_ITEMS,
    memo: '查询示例列表',
    heldBy: ['QueryList.query', 'StandardList.query'],
  },
  exportResource('QueryList', `${DEMO_ITEMS}/export`, '示例'),
  { id: 'res-demo-create', method: 'POST', path: DEMO_ITEMS, memo: '新增示例', heldBy: ['QueryList.add'] },
  {
    id: 'res-demo-update',
    method: 'PUT',
    path: `${DEMO_ITEMS}/{id}`,
    memo: '编辑示例',
    heldBy: ['QueryList.edit', 'StandardList.edit'],
  },
  {
    id: 'res-demo-delete',
    method: 'DELETE',
    path: `${DEMO_ITEMS}/{id}`,
    memo: '删除示例',
    heldBy: ['QueryList.delete', 'StandardList.delete'],
  },
];

/** Every guarded endpoint of the seed (the system pages' and the demo list's) with its holders. */
const RESOURCE_SPECS: ResourceSpec[] = SPECS.map((spec) => ({
  ...spec,
  heldBy: [...spec.heldBy, ...(SHARED_LISTS[spec.id] ?? [])],
}));

/** The seeded resources, without their holders. */
export function seedResources(): ResourceRecord[] {
  return RESOURCE_SPECS.map(({ heldBy: _heldBy, ...resource }) => resource);
}

/** The ids of the seeded resources that `<routeName>.<code>` holds. */
export function resourceIdsFor(routeName: string, code: string): string[] {
  const action = `${routeName}.${code}`;
  return RESOURCE_SPECS.filter((spec) => spec.heldBy.some((held) => held === action)).map((spec) => spec.id);
}
