import { resourceIdsFor } from './seed-resources';
import type { MenuActionRecord, MenuRecord } from './types';

const ACTION_NAMES: Record<string, string> = { query: '查询', add: '新增', edit: '编辑', delete: '删除', export: '导出' };

interface MenuSpec {
  routeName: string;
  path: string;
  component: string;
  name: string;
  icon: string;
  showStatus?: 1 | 2;
  actions?: string[];
  href?: boolean;
  children?: MenuSpec[];
}

const layout = '/layouts/RouteView';
const crud = ['query', 'add', 'edit', 'delete'];
const demo = (routeName: string, path: string, name: string, icon: string): MenuSpec => ({
  routeName,
  path,
  component: path.slice(1),
  name,
  icon,
  actions: ['query'],
});

/** The seeded menu tree, exactly as the table in docs/architecture.md. */
const MENU_SPECS: MenuSpec[] = [
  { routeName: 'Dashboard', path: '/dashboard', component: 'dashboard', name: '仪表盘', icon: 'dashboard', actions: ['query', 'export'] },
  {
    routeName: 'System', path: '/system', component: layout, name: '系统管理', icon: 'cog',
    children: [
      { routeName: 'SystemMenu', path: '/system/menu', component: 'system/menu', name: '菜单管理', icon: 'menu', actions: crud },
      { routeName: 'SystemResource', path: '/system/resource', component: 'system/resource', name: '资源管理', icon: 'database', actions: crud },
      { routeName: 'SystemRole', path: '/system/role', component: 'system/role', name: '角色管理', icon: 'people', actions: crud },
      { routeName: 'SystemUser', path: '/system/user', component: 'system/user', name: '用户管理', icon: 'person', actions: crud },
    ],
  },
  {
    routeName: 'ComponentsDemo', path: '/components-demo', component: layout, name: '组件示例', icon: 'widget',
    children: [
      demo('CountTo', '/components-demo/count-to', '数字动画', 'numerical'),
      demo('BackToTop', '/components-demo/back-to-top', '返回顶部', 'arrow-up'),
      demo('Bpmn', '/components-demo/bpmn', '流程设计器', 'flow-branch'),
      demo('TableFormGenerator', '/components-demo/table-form-generator', '表格生成器', 'th'),
      demo('ElFormGenerator', '/components-demo/el-form-generator', '表单生成器', 'form'),
      demo('CodeSandbox', '/components-demo/code-sandbox', '代码沙箱', 'code'),
    ],
  },
  {
    routeName: 'MapsPage', path: '/maps-page', component: layout, name: '地图', icon: 'map',
    children: [
      demo('Leaflet', '/maps-page/leaflet', 'Leaflet', 'map-marker'),
      demo('Openlayers', '/maps-page/openlayers', 'OpenLayers', 'globe'),
      demo('Arcgis', '/maps-page/arcgis', 'ArcGIS', 'globe-network'),
      demo('Mapbox', '/maps-page/mapbox', 'Mapbox', 'map-create'),
    ],
  },
  {
    routeName: 'ListPage', path: '/list-page', component: layout, name: '列表页', icon: 'list',
    children: [
      { routeName: 'QueryList', path: '/list-page/query-list', component: 'list-page/query-list', name: '查询表格', icon: 'search-template', actions: crud },
      { routeName: 'StandardList', path: '/list-page/standard-list', component: 'list-page/standard-list', name: '标准列表', icon: 'list-detail-view', actions: ['query', 'edit', 'delete'] },
    ],
  },
  {
    routeName: 'UserPage', path: '/user-page', component: layout, name: '个人页', icon: 'user', showStatus: 2,
    children: [
      { routeName: 'UserCenter', path: '/user-page/user-center', component: 'user-page/user-center', name: '个人中心', icon: 'id-number', showStatus: 2, actions: ['query'] },
      { routeName: 'UserSet', path: '/user-page/user-set', component: 'user-page/user-set', name: '个人设置', icon: 'settings', showStatus: 2, actions: ['query', 'edit'] },
    ],
  },
  { routeName: 'ExternalLink', path: '/external-link', component: layout, name: '文档', icon: 'book', href: true },
];

function kebab(routeName: string): string {
  return routeName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The seeded menus, flat, with ids `m-<route-name>` and sequences 10, 20, ... per level. */
export function seedMenus(docsUrl: string): MenuRecord[] {
  const out: MenuRecord[] = [];
  const walk = (specs: MenuSpec[], parentId: string | null) =>
    specs.forEach((spec, index) => {
      const id = `m-${kebab(spec.routeName)}`;
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
        sequence: (index + 1) * 10,
        ...(spec.href ? { href: docsUrl } : {}),
        actions,
      });
      walk(spec.children ?? [], id);
    });
  walk(MENU_SPECS, null);
  return out;
}
