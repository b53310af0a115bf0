import type { MenuTitles } from '@/i18n/active';

/**
 * English titles of the seeded menus, by `routeName`, each with the name it was seeded with
 * (mock-server/src/data/seed-menus.ts; `tests/tooling/menu-titles.test.ts` holds them equal). A
 * menu created at run time has none, and a renamed one no longer has its seeded name: the name
 * from the server is shown.
 */
export const enUSMenuTitles: MenuTitles = {
  Dashboard: { seeded: '仪表盘', title: 'Dashboard' },
  System: { seeded: '系统管理', title: 'System' },
  SystemMenu: { seeded: '菜单管理', title: 'Menus' },
  SystemResource: { seeded: '资源管理', title: 'Resources' },
  SystemRole: { seeded: '角色管理', title: 'Roles' },
  SystemUser: { seeded: '用户管理', title: 'Users' },
  SystemOperationLog: { seeded: '操作日志', title: 'Operation log' },
  SystemSignInLog: { seeded: '登录日志', title: 'Sign-in log' },
  ComponentsDemo: { seeded: '组件示例', title: 'Components' },
  CountTo: { seeded: '数字动画', title: 'Count to' },
  BackToTop: { seeded: '返回顶部', title: 'Back to top' },
  Bpmn: { seeded: '流程设计器', title: 'Process designer' },
  TableFormGenerator: { seeded: '表格生成器', title: 'Table generator' },
  ElFormGenerator: { seeded: '表单生成器', title: 'Form generator' },
  CodeSandbox: { seeded: '代码沙箱', title: 'Code sandbox' },
  MapsPage: { seeded: '地图', title: 'Maps' },
  Leaflet: { seeded: 'Leaflet', title: 'Leaflet' },
  Openlayers: { seeded: 'OpenLayers', title: 'OpenLayers' },
  Arcgis: { seeded: 'ArcGIS', title: 'ArcGIS' },
  Mapbox: { seeded: 'Mapbox', title: 'Mapbox' },
  ListPage: { seeded: '列表页', title: 'Lists' },
  QueryList: { seeded: '查询表格', title: 'Query table' },
  StandardList: { seeded: '标准列表', title: 'Standard list' },
  UserPage: { seeded: '个人页', title: 'My account' },
  UserCenter: { seeded: '个人中心', title: 'My profile' },
  UserSet: { seeded: '个人设置', title: 'Account settings' },
  ExternalLink: { seeded: '文档', title: 'Docs' },
};
