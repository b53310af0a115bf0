import type { Plugin } from '@hapi/hapi';
import { authOf } from '../../auth/scheme';
import type { MockContext } from '../../context';
import { canAccess } from '../../data/access';
import { SIGN_IN_LOG_PATH } from '../audit';
import { dashboardFigures } from './dashboard-figures';

/** `GET /pub/dashboard`: counts, 14 days of sign-ins, the week beside the one before, breakdowns, latest sign-ins. */
export const dashboardPlugin: Plugin<MockContext> = {
  name: 'mock-dashboard',
  register: (server, { config, store, tokens }) => {
    server.route({
      method: 'GET',
      path: '/pub/dashboard',
      handler: (request) => {
        const { recentSignIns, ...figures } = dashboardFigures(store, tokens.activeCount(), config.now());
        // Who signed in when is the sign-in log's to show (docs/product-rules.md, Records).
        const prefix = request.route.realm.modifiers.route.prefix ?? '';
        const readsSignIns = canAccess(store, authOf(request).user, 'GET', `${prefix}${SIGN_IN_LOG_PATH}`);
        return readsSignIns ? { ...figures, recentSignIns } : figures;
      },
    });
  },
};
