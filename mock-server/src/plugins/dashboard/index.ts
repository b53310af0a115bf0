import type { Plugin } from '@hapi/hapi';
import type { MockContext } from '../../context';
import { dashboardFigures } from './dashboard-figures';

/** `GET /pub/dashboard`: counts, 14 days of sign-ins, the week beside the one before, breakdowns, latest sign-ins. */
export const dashboardPlugin: Plugin<MockContext> = {
  name: 'mock-dashboard',
  register: (server, { config, store, tokens }) => {
    server.route({
      method: 'GET',
      path: '/pub/dashboard',
      handler: () => dashboardFigures(store, tokens.activeCount(), config.now()),
    });
  },
};
