import type { components } from '@shared/contract/schema';
import { bodyOf } from './api-client';
import { type Account, md5 } from './mock-api';
import { forEachConcurrently } from './pool';
import type { SignedInClient } from './signed-in-client';

type MenuNode = components['schemas']['SystemMenuNode'];
type MenuTree = components['schemas']['SystemMenuTree'];
type RoleMenu = components['schemas']['RoleMenu'];
type RoleParam = components['schemas']['SystemRoleParam'];
type UserParam = components['schemas']['SystemUserCreateParam'];
type Entity = { id: string };

/** What a soak session's role grants, by route name: what the sessions' requests need. */
const SESSION_GRANTS: Record<string, string[]> = {
  Dashboard: ['query'],
  System: [],
  SystemMenu: ['query'],
  SystemRole: ['query', 'add'],
  SystemUser: ['query'],
};

/** The grant of each role a session creates: one it holds itself. */
const CREATED_ROLE_GRANT = { routeName: 'Dashboard', actions: ['query'] };

/** How many users root creates at once (each costs the mock a scrypt hash). */
const SETUP_CONCURRENCY = 4;
const ATTEMPTS = 3;

/** What setup made: the sessions' accounts and the grant of the roles they create. */
export interface SoakSetup {
  accounts: Account[];
  createdRoleMenus: RoleMenu[];
}

/** The account of session `index`. */
export const sessionAccount = (index: number): Account => ({
  userName: `soak-${index}`,
  password: `soak-pass-${index}`,
});

function menuIds(tree: MenuNode[]): Map<string, string> {
  const ids = new Map<string, string>();
  const stack = [...tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    ids.set(node.routeName, node.id);
    stack.push(...node.children);
  }
  return ids;
}

/** POSTs `body` as root until it is answered 2xx (a few attempts); throws otherwise. */
async function create(root: SignedInClient, path: '/roles' | '/users', body: RoleParam | UserParam): Promise<Entity> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await root.request('POST', path, body);
    const created = bodyOf<Entity>(answer);
    if (created) return created;
    if (attempt === ATTEMPTS)
      throw new Error(
        `setup: POST ${path} failed: ${answer ? `${answer.status} ${answer.body.slice(0, 200)}` : 'no answer'}`,
      );
  }
}

/** As root: one role with the sessions' grants, and one user per session holding it. */
export async function setUp(root: SignedInClient, sessions: number): Promise<SoakSetup> {
  const tree = bodyOf<MenuTree>(await root.request('GET', '/menus'));
  if (!tree) throw new Error('setup: root could not read the menu tree');
  const ids = menuIds(tree.list);
  const grant = (routeName: string, actions: string[]): RoleMenu => {
    const menuId = ids.get(routeName);
    if (!menuId) throw new Error(`setup: the seed has no menu ${routeName}`);
    return { menuId, actions };
  };
  const role = await create(root, '/roles', {
    name: 'soak sessions',
    memo: 'npm run soak',
    menus: Object.entries(SESSION_GRANTS).map(([routeName, actions]) => grant(routeName, actions)),
  });
  const accounts = Array.from({ length: sessions }, (_, i) => sessionAccount(i));
  await forEachConcurrently(accounts, SETUP_CONCURRENCY, async (account) => {
    await create(root, '/users', {
      userName: account.userName,
      realName: account.userName,
      password: md5(account.password),
      roleIds: [role.id],
    });
  });
  return { accounts, createdRoleMenus: [grant(CREATED_ROLE_GRANT.routeName, CREATED_ROLE_GRANT.actions)] };
}
