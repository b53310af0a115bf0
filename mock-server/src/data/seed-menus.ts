import type { MenuIcon } from '../../../shared/menu-icons';
import { MENU_ACTIONS, type PermissionRoute } from '../../../shared/permissions';
import { resourceIdsFor } from './seed-resources';
import type { MenuActionRecord, MenuRecord } from './types';

const ACTION_NAMES: Record<string, string> = {
  query: '查询',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出',
};

interface MenuSpec {
  routeName: string;
  path: string;
  component: string;
  name: string;
  icon: MenuIcon;
  showStatus?: 1 | 2;
  actions?: readonly string[];
  href?: boolean;
}

const layout = '/layouts/RouteView';
/** A page route: its component is the page folder its path names, its actions the registry's. */
const page = (routeName: PermissionRoute, path: string, name: string, icon: MenuIcon): MenuSpec => ({
  routeName,
  path,
  component: path.slice(1),
  name,
  icon,
  actions: MENU_ACTIONS[routeName],
});
/** A sidebar group: its pages (the routes under its path) render inside the shared route view. */
const group = (routeName: string, path: string, name: string, icon: MenuIcon): MenuSpec => ({
  routeName,
  path,
  component: layout,
  name,
  icon,
});
/** Routed but left out of the sidebar (showStatus 2). */
const hidden = (spec: MenuSpec): MenuSpec => ({ ...spec, showStatus: 2 });

/**
 * The seeded menu tree, exactly as the table in mock-server/README.md, in sidebar order. Flat: a
 * route's parent is the group whose path holds it (`/system/menu` is under `/system`).
 */
const MENU_SPECS: MenuSpec[] = [
  page('Dashboard', '/dashboard', '仪表盘', 'dashboard'),
  group('System', '/system', '系统管理', 'cog'),
  page('SystemMenu', '/system/menu', '菜单管理', 'menu'),
  page('SystemResource', '/system/resource', '资源管理', 'database'),
  page('SystemRole', '/system/role', '角色管理', 'people'),
  page('SystemUser', '/system/user', '用户管理', 'person'),
  page('SystemOperationLog', '/system/operation-log', '操作日志', 'history'),
  page('SystemSignInLog', '/system/sign-in-log', '登录日志', 'log-in'),
  group('ComponentsDemo', '/components-demo', '组件示例', 'widget'),
  page('CountTo', '/components-demo/count-to', '数字动画', 'numerical'),
  page('BackToTop', '/components-demo/back-to-top', '返回顶部', 'arrow-up'),
  page('Bpmn', '/components-demo/bpmn', '流程设计器', 'flow-branch'),
  page('TableFormGenerator', '/components-demo/table-form-generator', '表格生成器', 'th'),
  page('ElFormGenerator', '/components-demo/el-form-generator', '表单生成器', 'form'),
  page('CodeSandbox', '/components-demo/code-sandbox', '代码沙箱', 'code'),
  group('MapsPage', '/maps-page', '地图', 'map'),
  page('Leaflet', '/maps-page/leaflet', 'Leaflet', 'map-marker'),
  page('Openlayers', '/maps-page/openlayers', 'OpenLayers', 'globe'),
  page('Arcgis', '/maps-page/arcgis', 'ArcGIS', 'globe-network'),
  page('Mapbox', '/maps-page/mapbox', 'Mapbox', 'map-create'),
  group('ListPage', '/list-page', '列表页', 'list'),
  page('QueryList', '/list-page/query-list', '查询表格', 'search-template'),
  page('StandardList', '/list-page/standard-list', '标准列表', 'list-detail-view'),
  hidden(group('UserPage', '/user-page', '个人页', 'user')),
  hidden(page('UserCenter', '/user-page/user-center', '个人中心', 'id-number')),
  hidden(page('UserSet', '/user-page/user-set', '个人设置', 'settings')),
  { routeName: 'ExternalLink', path: '/external-link', component: layout, name: '文档', icon: 'book', href: true },
];

function kebab(routeName: string): string {
  return routeName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The seeded menus, flat, with ids `m-<route-name>` and sequences 10, 20, ... per level. */
export function seedMenus(docsUrl: string): MenuRecord[] {
  const out: MenuRecord[] = [];
  const ids = new Map<string, string>();
  const siblings = new Map<string | null, number>();
  for (const spec of MENU_SPECS) {
    const id = `m-${kebab(spec.routeName)}`;
    ids.set(spec.path, id);
    const parentId = ids.get(spec.path.slice(0, spec.path.lastIndexOf('/'))) ?? null;
    const sequence = (siblings.get(parentId) ?? 0) + 10;
    siblings.set(parentId, sequence);
    const actions: MenuActionRecord[] = (spec.actions ?? []).map((code) => ({
      code,
      name: ACTION_NAMES[code] ?? code,
      resourceIds: resourceIdsFor(spec.routeName, code),
    }));
    out.push({
      id,
      parentId,
      routeName: spec.routeName,
      routePath: spec.path,
      component: spec.component,
      name: spec.name,
      icon: spec.icon,
      showStatus: spec.showStatus ?? 1,
      sequence,
      ...(spec.href ? { href: docsUrl } : {}),
      actions,
    });
  }
  return out;
}
