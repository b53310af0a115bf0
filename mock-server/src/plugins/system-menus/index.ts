import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';
import type { components } from '../../../../web/src/api/schema';
import type { MockContext } from '../../context';
import { childMenus, pruneGrants, rolesGrantingMenu } from '../../data/references';
import type { MenuRecord } from '../../data/types';
import { accessGuard } from '../system-shared/access-guard';
import { ID_PARAMS, JSON_PAYLOAD, newId } from '../system-shared/fields';
import { validatedQuery } from '../system-shared/list-page';
import { assertMenuFits } from './menu-rules';
import { menuQuerySchema, menuSchema } from './menu-schemas';
import { systemMenuTree, toMenuFields, toSystemMenu } from './menu-view';

type MenuParam = components['schemas']['SystemMenuParam'];

/**
 * `/menus`: the whole tree, and read, create, edit and delete of single menus with their actions,
 * every route guarded by `accessGuard`.
 */
export const systemMenusPlugin: Plugin<MockContext> = {
  name: 'mock-system-menus',
  register: (server, { store }) => {
    server.ext(accessGuard);

    const menuOf = (request: Request): Readonly<MenuRecord> => {
      const menu = store.menus.get(request.params.id as string);
      if (!menu) throw Boom.notFound('menu not found');
      return menu;
    };

    server.route({
      method: 'GET',
      path: '/menus',
      options: { validate: { query: menuQuerySchema } },
      handler: (request) => ({ list: systemMenuTree(store.menus.all(), validatedQuery<{ queryValue?: string }>(request).queryValue) }),
    });

    server.route({
      method: 'GET',
      path: '/menus/{id}',
      options: { validate: { params: ID_PARAMS } },
      handler: (request) => toSystemMenu(menuOf(request)),
    });

    server.route({
      method: 'POST',
      path: '/menus',
      options: { payload: JSON_PAYLOAD, validate: { payload: menuSchema } },
      handler: (request) => {
        const param = request.payload as MenuParam;
        assertMenuFits(store, param, null);
        return toSystemMenu(store.menus.insert({ id: newId('m'), ...toMenuFields(param) }));
      },
    });

    server.route({
      method: 'PUT',
      path: '/menus/{id}',
      options: { payload: JSON_PAYLOAD, validate: { params: ID_PARAMS, payload: menuSchema } },
      handler: (request) => {
        const menu = menuOf(request);
        const param = request.payload as MenuParam;
        assertMenuFits(store, param, menu.id);
        // A full replace: an href left out is removed.
        const updated = store.menus.replace({ id: menu.id, ...toMenuFields(param) })!;
        pruneGrants(store, menu.id, new Set(param.actions.map((action) => action.code)));
        return toSystemMenu(updated);
      },
    });

    server.route({
      method: 'DELETE',
      path: '/menus/{id}',
      options: { validate: { params: ID_PARAMS } },
      handler: (request) => {
        const menu = menuOf(request);
        const children = childMenus(store, menu.id);
        if (children.length > 0) throw Boom.badRequest(`menu ${menu.routeName} has children: ${children.join(', ')}`);
        const roles = rolesGrantingMenu(store, menu.id);
        if (roles.length > 0) throw Boom.badRequest(`menu ${menu.routeName} is granted by roles: ${roles.join(', ')}`);
        store.menus.remove(menu.id);
        return { status: 'OK' as const };
      },
    });
  },
};
