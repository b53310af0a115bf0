import Boom from '@hapi/boom';
import type { Request, RequestRoute, ResponseObject, Server } from '@hapi/hapi';
import { contractAccepts } from '../contract/contract-ajv';
import { type ContractDocument, OPERATION_METHODS } from '../contract/contract-document';
import { ERRORS_PLUGIN, refusalReason } from '../errors';
import { type RecordChange, startJournal } from '../data/record-changes';
import { clientAddressFrom } from '../lib/client-address';
import { onEveryRequest } from '../request-scopes';
import { AUDITED_OPERATIONS, type AuditedOperation } from './audited-records';
import type { CallOutcome } from './call-outcome';
import { operationRecord } from './operation-record';
import { SIGN_IN_EVENTS, signInRecord } from './sign-in-record';

/** The longest client address the contract takes (`ClientAddress`). */
const MAX_CLIENT_ADDRESS = 64;

/** Every operation's `operationId`, by `<method> <path>` as the contract writes them (`post /users`). */
function operationIdsOf(document: ContractDocument): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths))
    for (const method of OPERATION_METHODS) {
      const id = item[method]?.operationId;
      if (id) ids.set(`${method} ${path}`, id);
    }
  return ids;
}

const isAudited = (id: string | undefined): id is AuditedOperation => id !== undefined && id in AUDITED_OPERATIONS;

/**
 * The audit trail's one recorder (product-rules.md, Records): every call to an `AuditedOperation`
 * made with a valid token goes to the operation log, and every login, refresh, logout and unlock
 * to the sign-in log, done or refused. Each request keeps a journal of the records it changes
 * (`data/record-changes.ts`), entered at its first step, which the operation log's field changes
 * are read from. A call done is recorded in `onPostHandler`, before the durability extension waits
 * for the data file, so its record is stored with its change, or undone with it; a refusal in
 * `onPreResponse`. Server errors are not recorded (what they changed was undone). Recording never
 * fails a call: a fault is logged and the answer goes out as it was.
 *
 * Register it before the durability extension and after every route.
 */
export function recordAuditTrail(server: Server, document: ContractDocument, prefix: string): void {
  const context = server.app.mock;
  const { store, config } = context;
  const operationIds = operationIdsOf(document);
  const operationOf = (route: RequestRoute) =>
    route.path.startsWith(`${prefix}/`)
      ? operationIds.get(`${route.method} ${route.path.slice(prefix.length)}`)
      : undefined;
  const clientOf = clientAddressFrom(config.trustedProxies);
  const validRecordId = (id: string) => contractAccepts(document, '#/components/schemas/AuditRecordId', id);
  const journals = new WeakMap<Request, RecordChange[]>();
  const recorded = new WeakSet<Request>();

  onEveryRequest(server, (request) => journals.set(request, startJournal()));

  const record = (request: Request, outcome: CallOutcome) => {
    if (recorded.has(request)) return;
    recorded.add(request);
    const operation = operationOf(request.route);
    const event = operation === undefined ? undefined : SIGN_IN_EVENTS[operation as keyof typeof SIGN_IN_EVENTS];
    // Most calls are reads, which neither log keeps: they pay for nothing more.
    if (!isAudited(operation) && !event) return;
    const facts = {
      request,
      at: new Date(config.now()).toISOString(),
      clientAddress: clientOf(request).slice(0, MAX_CLIENT_ADDRESS),
      journal: journals.get(request) ?? [],
    };
    try {
      if (isAudited(operation) && request.auth.isAuthenticated)
        store.operationLog.append(operationRecord(store, operation, facts, outcome, validRecordId));
      else if (event) {
        const signIn = signInRecord(context, event, facts, outcome);
        if (signIn) store.signInLog.append(signIn);
      }
    } catch (error) {
      console.error(
        `mock-server: the audit trail could not record ${request.method.toUpperCase()} ${request.path}: ${(error as Error).message}`,
      );
    }
  };

  server.ext('onPostHandler', (request, h) => {
    if (!Boom.isBoom(request.response)) record(request, { result: 'success' });
    return h.continue;
  });
  server.ext(
    'onPreResponse',
    (request, h) => {
      const response = request.response as Boom.Boom | ResponseObject;
      if (Boom.isBoom(response) && response.output.statusCode < 500) {
        const reason = refusalReason(response);
        record(request, { result: 'failure', ...(reason && { reason }) });
      }
      return h.continue;
    },
    // Before the error body is made: its extension answers a new response, which ends the step.
    { before: [ERRORS_PLUGIN] },
  );
}
