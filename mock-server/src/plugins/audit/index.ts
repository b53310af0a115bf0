import type { Plugin } from '@hapi/hapi';
import type { MockContext } from '../../context';
import { refusal } from '../../errors';
import { accessGuard } from '../system-shared/access-guard';
import { exportHandler, pageHandler } from '../system-shared/list-page';
import { OPERATION_LOG_CSV, SIGN_IN_LOG_CSV, operationLogListing, signInLogListing } from './audit-lists';

/** The sign-in log's list, under the API prefix: reading it is what lets a caller see who signed in. */
export const SIGN_IN_LOG_PATH = '/audit/sign-ins';

/**
 * `/audit/operations` (list, export, one record with its field changes) and `/audit/sign-ins`
 * (list, export), behind `accessGuard`. Read only: the records are written by the recording
 * extension (`audit/recording.ts`), and no route changes or deletes one (product-rules.md,
 * Records), so any other method on these paths is 405.
 */
export const auditPlugin: Plugin<MockContext> = {
  name: 'mock-audit',
  register: (server, { store }) => {
    server.ext(accessGuard);
    const operations = operationLogListing(store);
    const signIns = signInLogListing(store);
    server.route([
      { method: 'GET', path: '/audit/operations', handler: pageHandler(operations) },
      { method: 'GET', path: '/audit/operations/export', handler: exportHandler(operations, OPERATION_LOG_CSV) },
      {
        method: 'GET',
        path: '/audit/operations/{id}',
        handler: (request) => {
          const record = store.operationLog.get(request.params.id as string);
          if (!record) throw refusal(404, 'not_found', 'operation log record not found');
          // A copy, its changes included: what answers a request may be changed on its way out, the stored record never.
          return structuredClone(record);
        },
      },
      { method: 'GET', path: SIGN_IN_LOG_PATH, handler: pageHandler(signIns) },
      { method: 'GET', path: `${SIGN_IN_LOG_PATH}/export`, handler: exportHandler(signIns, SIGN_IN_LOG_CSV) },
    ]);
  },
};
