import type { Request } from '@hapi/hapi';
import { authOf } from '../../auth/scheme';
import type { components } from '../../../../shared/contract/schema';
import { adminRole } from '../../data/built-ins';
import { childMenus, dropGrant, grantToAdminRole, pruneGrants, rolesGrantingMenu } from '../../data/references';
import { newId } from '../system-shared/fields';
import { validatedQuery } from '../system-shared/list-page';
import { assertMayChangeMenu, assertMayCreateMenu } from '../system-shared/privileges';
import { recordPlugin } from '../system-shared/record-plugin';
import { assertKeysOnce } from '../system-shared/record-routes';
import { assertMenuFits } from './menu-rules';
import { systemMenuTree, toMenuFields, toSystemMenu } from './menu-view';
import { refusal } from '../../errors';

type MenuParam = components['schemas']['SystemMenuParam'];

const codesOf = (param: MenuParam): string[] => param.actions.map((action) => action.code);

/** The request's menu, once its action codes are each used once. */
function menuParamOf(request: Request): MenuParam {
  const param = request.payload as MenuParam;
  assertKeysOnce(param.actions, (action) => action.code, 'body.actions repeats an action code');
  return param;
}

/**
 * `/menus`: the whole tree, and read, create, edit and delete of single menus with their actions,
 * every route guarded by `accessGuard` and every change by the privilege rules
 * (`system-shared/privileges`). A new menu, and an action an edit adds, go to the administrator
 * role at once; a deleted menu leaves it.
 */
export const systemMenusPlugin = recordPlugin(
  {
    name: 'mock-system-menus',
    path: '/menus',
    table: (store) => store.menus,
    noun: 'menu',
  },
  ({ store }, menuOf) => {
    return {
      view: toSystemMenu,
      handlers: {
        list: (request) => ({
          list: systemMenuTree(store.menus.all(), validatedQuery<{ queryValue?: string }>(request).queryValue),
        }),
        create: (request) => {
          const param = menuParamOf(request);
          assertMenuFits(store, param, null);
          assertMayCreateMenu(store, authOf(request).user, param.actions);
          const created = store.menus.insert({ id: newId('m'), ...toMenuFields(param) });
          grantToAdminRole(store, created.id, codesOf(param), true);
          return toSystemMenu(created);
        },
        update: (request) => {
          const param = menuParamOf(request);
          const menu = menuOf(request);
          assertMenuFits(store, param, menu.id);
          assertMayChangeMenu(store, authOf(request).user, menu, param);
          // A full replace: an href left out is removed.
          const updated = store.menus.replace({ id: menu.id, ...toMenuFields(param) })!;
          pruneGrants(store, menu.id, new Set(codesOf(param)));
          const before = new Set(menu.actions.map((action) => action.code));
          grantToAdminRole(
            store,
            menu.id,
            codesOf(param).filter((code) => !before.has(code)),
            false,
          );
          return toSystemMenu(updated);
        },
        remove: (request) => {
          const menu = menuOf(request);
          assertMayChangeMenu(store, authOf(request).user, menu, null);
          const children = childMenus(store, menu.id);
          if (children.length > 0)
            throw refusal(400, 'menu_has_children', `menu ${menu.routeName} has children: ${children.join(', ')}`);
          // The administrator role's grant came with the menu and goes with it.
          const admin = adminRole(store);
          const roles = rolesGrantingMenu(store, menu.id, admin?.id);
          if (roles.length > 0)
            throw refusal(400, 'menu_granted', `menu ${menu.routeName} is granted by roles: ${roles.join(', ')}`);
          store.menus.remove(menu.id);
          if (admin) dropGrant(store, admin.id, menu.id);
        },
      },
    };
  },
);
