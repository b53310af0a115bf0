import type { Request, RequestRoute, Server } from '@hapi/hapi';
import { refusal } from '../errors';
import type { OperationRules } from './request-rules';

/** Whether `value` has no enumerable key (hapi's query object has no prototype to walk). */
function isEmpty(value: object): boolean {
  for (const _key in value) return false;
  return true;
}

/** The input of a request, which the handler gets as checked: hapi's own validation replaces it the same way. */
type Input = { -readonly [Part in 'params' | 'query' | 'payload']: Request[Part] };

/** Checks `request`'s input by `rules`, handing the handler what they answer; throws the 400 of the first fault. */
function checkInput(request: Request, rules: OperationRules): void {
  const input: Input = request;
  if (rules.params) input.params = rules.params(input.params) as Input['params'];
  // Nothing to look at on the hot path: a route without query parameters called without any.
  if (rules.takesQuery || !isEmpty(input.query)) input.query = rules.query(input.query) as Input['query'];
  if (rules.body) input.payload = rules.body(input.payload) as Input['payload'];
  // Read raw, whatever its content type (`NO_BODY`): an operation without a body refuses one.
  else if (Buffer.isBuffer(input.payload) && input.payload.length > 0)
    throw refusal(400, 'invalid_request', 'this call takes no body');
}

/** Throws when `route` reads a body the contract does not document, or does not parse the one it does. */
function assertBodyHandling(route: RequestRoute, rules: OperationRules): void {
  if (route.method === 'get') return;
  const parses = route.settings.payload?.parse !== false;
  if (parses && !rules.body) throw new Error('it parses a body the contract does not document (give it NO_BODY)');
  if (!parses && rules.body) throw new Error('it does not parse the JSON body the contract documents');
}

/**
 * Checks every request's path parameters, query and body against its operation's rules (the
 * contract's `operations`, from `operationRulesOf`) before the handler runs, after the token and
 * the route's permission are checked. Call it once every route is added: each must be one of the
 * operations under `prefix`, reading its body as the contract says, else this throws naming the route.
 */
export function checkInputByContract(
  server: Server,
  operations: ReadonlyMap<string, OperationRules>,
  prefix: string,
): void {
  // By the route's settings, the one object its table entry and its requests share.
  const rulesOf = new WeakMap<object, OperationRules>();
  for (const route of server.table()) {
    const where = `route ${route.method.toUpperCase()} ${route.path}`;
    const path = route.path.startsWith(`${prefix}/`) ? route.path.slice(prefix.length) : null;
    const rules = path === null ? undefined : operations.get(`${route.method} ${path}`);
    if (!rules) throw new Error(`${where} is not an operation of the contract`);
    try {
      assertBodyHandling(route, rules);
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
    rulesOf.set(route.settings, rules);
  }
  server.ext('onPreHandler', (request, h) => {
    // Hapi's own not-found route has none.
    const rules = rulesOf.get(request.route.settings);
    if (rules) checkInput(request, rules);
    return h.continue;
  });
}
