import type { Plugin } from '@hapi/hapi';
import { authOf } from '../../auth/scheme';
import type { MockContext } from '../../context';
import { menuTreeFor } from '../../data/menu-tree';

/** `GET /pub/current/menutree`: the menus and actions the user's roles allow. */
export const menuPlugin: Plugin<MockContext> = {
  name: 'mock-menu',
  register: (server, { store }) => {
    server.route({
      method: 'GET',
      path: '/pub/current/menutree',
      handler: (request) => ({ list: menuTreeFor(store, authOf(request).user) }),
    });
  },
};
