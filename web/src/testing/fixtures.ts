/** Test data typed from the contract, shaped like the mock server's seed. */
import type { components } from '@shared/contract/schema';
import type { MenuEntry } from '@/features/menu';

type MenuNode = components['schemas']['MenuNode'];
type UserInfo = components['schemas']['UserInfo'];
type LoginToken = components['schemas']['LoginToken'];

/** A node's actions, each named by its code. */
export const actions = (...codes: string[]): MenuNode['actions'] => codes.map((code) => ({ code, name: code }));

/** A menu node with defaults for everything but what a test cares about. */
export function menuNode(overrides: Partial<MenuNode> & Pick<MenuNode, 'routeName' | 'routePath'>): MenuNode {
  return {
    id: `m-${overrides.routeName}`,
    component: overrides.routePath.slice(1),
    name: overrides.routeName,
    icon: 'dot',
    showStatus: 1,
    sequence: 0,
    actions: [],
    children: [],
    ...overrides,
  };
}

/** A menu entry as the sidebar and the header's menu show it, with the `dot` icon. */
export const menuEntry = (
  name: string,
  title: string,
  path: string,
  children: MenuEntry[] = [],
  href?: string,
): MenuEntry => ({ name, title, path, icon: 'dot', children, ...(href && { href }) });

/** Part of the seeded tree: a page, a layout with two pages, a hidden branch and an external link. */
export const menuTreeFixture: MenuNode[] = [
  menuNode({
    routeName: 'Dashboard',
    routePath: '/dashboard',
    name: '仪表盘',
    icon: 'dashboard',
    actions: actions('query', 'export'),
  }),
  menuNode({
    routeName: 'System',
    routePath: '/system',
    component: '/layouts/RouteView',
    name: '系统管理',
    icon: 'cog',
    children: [
      menuNode({
        routeName: 'SystemUser',
        routePath: '/system/user',
        name: '用户管理',
        icon: 'person',
        actions: actions('query', 'add'),
      }),
      menuNode({
        routeName: 'SystemRole',
        routePath: '/system/role',
        name: '角色管理',
        icon: 'people',
        actions: actions('query'),
      }),
    ],
  }),
  menuNode({
    routeName: 'UserPage',
    routePath: '/user-page',
    component: '/layouts/RouteView',
    name: '个人页',
    icon: 'user',
    showStatus: 2,
    children: [
      menuNode({
        routeName: 'UserSet',
        routePath: '/user-page/user-set',
        name: '个人设置',
        showStatus: 2,
        actions: actions('query', 'edit'),
      }),
    ],
  }),
  menuNode({
    routeName: 'ExternalLink',
    routePath: '/external-link',
    component: '/layouts/RouteView',
    name: '文档',
    icon: 'book',
    href: 'https://github.com/LyricTian/gin-admin',
  }),
];

/**
 * The built-in root account as `GET /pub/current/user` answers, under ids no seed gives it: the
 * app knows root by `builtIn` alone.
 */
export const rootUser: UserInfo = {
  userId: 'u-chief',
  userName: 'root',
  realName: 'Root',
  avatar: 'data:image/svg+xml;base64,PHN2Zy8+',
  builtIn: true,
  roles: [{ id: 'r-chief', name: '管理员' }],
};

/** A signed-in user who is not root, holding `roles`. */
export function editorUser(roles: UserInfo['roles'] = []): UserInfo {
  return { userId: 'u-editor', userName: 'editor', realName: 'EDITOR', avatar: '', builtIn: false, roles };
}

/** A menu tree holding one page of 系统管理, with the action `codes`. */
export function systemPageTree(routeName: string, routePath: string, codes: string[]): MenuNode[] {
  const page = menuNode({ routeName, routePath, actions: actions(...codes) });
  return [menuNode({ routeName: 'System', routePath: '/system', children: [page] })];
}

/** A token answer expiring at `expiresAt` (Unix seconds). */
export function loginToken(accessToken = 'access-1', expiresAt = 1_795_000_000): LoginToken {
  return { accessToken, tokenType: 'Bearer', expiresAt };
}
