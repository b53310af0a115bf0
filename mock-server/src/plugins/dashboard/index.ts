import type { Plugin } from '@hapi/hapi';
import type { components } from '../../../../shared/contract/schema';
import type { MockContext } from '../../context';
import { lastDays } from '../../lib/dates';

type Dashboard = components['schemas']['Dashboard'];

/** `GET /pub/dashboard`: entity counts, active sessions and the logins of the last 14 days. */
export const dashboardPlugin: Plugin<MockContext> = {
  name: 'mock-dashboard',
  register: (server, { config, store, tokens }) => {
    server.route({
      method: 'GET',
      path: '/pub/dashboard',
      handler: (): Dashboard => ({
        counts: {
          users: store.users.count(),
          roles: store.roles.count(),
          menus: store.menus.count(),
          activeSessions: tokens.activeCount(),
        },
        logins: lastDays(config.now(), 14).map((date) => ({ date, count: store.logins.count(date) })),
      }),
    });
  },
};
