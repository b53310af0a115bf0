import Hapi, { type Server } from '@hapi/hapi';
import { registerJwtAuth } from './auth/scheme';
import { TokenService } from './auth/tokens';
import { loadConfig, type MockConfig } from './config';
import type { MockContext } from './context';
import { recordAuditTrail } from './audit/recording';
import { awaitDurableChanges } from './data/durability';
import { openStore } from './data/open-store';
import { checkInputByContract } from './contract/contract-input';
import { readContract } from './contract/contract-document';
import { operationRulesOf } from './contract/request-rules';
import { errorsPlugin } from './errors';
import { createListener, httpEdgesPlugin } from './http-listener';
import { requestLogPlugin } from './logging';
import { auditPlugin } from './plugins/audit';
import { captchaPlugin } from './plugins/captcha';
import { CaptchaStore } from './plugins/captcha/captcha-store';
import { currentUserPlugin } from './plugins/current-user';
import { dashboardPlugin } from './plugins/dashboard';
import { demoListPlugin } from './plugins/demo-list';
import { loginPlugin } from './plugins/login';
import { menuPlugin } from './plugins/menu';
import { noticesPlugin } from './plugins/notices';
import { systemMenusPlugin } from './plugins/system-menus';
import { systemResourcesPlugin } from './plugins/system-resources';
import { systemRolesPlugin } from './plugins/system-roles';
import { systemUsersPlugin } from './plugins/system-users';
import { unlockPlugin } from './plugins/unlock';

/** Every route lives under this prefix. */
const API_PREFIX = '/api/v1';

/** The security headers on every answer (Hapi's `routes.security`); the throughput bench's peer sends the same. */
export const SECURITY_HEADERS = {
  hsts: false,
  xss: 'disabled',
  noSniff: true,
  xframe: 'deny',
  referrer: 'no-referrer',
} as const;

/**
 * The mock server with every plugin registered and a fresh seeded store, initialized but not
 * listening. `overrides` win over the environment, so tests can pin what they depend on.
 */
export async function createServer(overrides: Partial<MockConfig> = {}): Promise<Server> {
  const config: MockConfig = { ...loadConfig(), ...overrides };
  // First: a contract that cannot be read stops the start before a data file is locked.
  const contract = readContract(config.contractFile);
  const operations = operationRulesOf(contract);
  const { store, persistence } = await openStore(config);
  const context: MockContext = {
    config,
    store,
    tokens: new TokenService({
      secret: config.jwtSecret,
      ttlSeconds: config.tokenTtlSeconds,
      sessionMaxSeconds: config.sessionMaxSeconds,
      now: config.now,
      revocations: store.revocations,
      // Revocations outlive a run only in a data file; without one, earlier runs' tokens are refused.
      acceptEarlierRuns: config.dataFile !== null,
    }),
    captchas: new CaptchaStore({
      capacity: config.captchaCapacity,
      ttlSeconds: config.captchaTtlSeconds,
      now: config.now,
    }),
  };

  const server = Hapi.server({
    host: config.host,
    port: config.port,
    listener: createListener(config),
    // Hapi's own error logging prints stacks; errors.ts logs failures without them.
    debug: false,
    // A compressed event stream reaches the client when the compressor's buffer fills, not event by event.
    mime: { override: { 'text/event-stream': { compressible: false } } },
    routes: {
      payload: { maxBytes: 4096 },
      // No route reads a cookie. Parsed, a malformed one (browsers send every app's cookies on
      // localhost, whatever the port) failed every call with a 400; and the parse was a lifecycle
      // step on every request.
      state: { parse: false },
      security: SECURITY_HEADERS,
    },
  });
  server.app.mock = context;

  await server.register([errorsPlugin, httpEdgesPlugin]);
  if (config.logRequests) await server.register(requestLogPlugin);
  registerJwtAuth(server, context.tokens, store);
  const routes = { prefix: API_PREFIX };
  const plugins = [
    ...[captchaPlugin, loginPlugin, currentUserPlugin, unlockPlugin, menuPlugin, dashboardPlugin, demoListPlugin],
    ...[systemUsersPlugin, systemRolesPlugin, systemMenusPlugin, systemResourcesPlugin, auditPlugin],
    noticesPlugin,
  ];
  for (const plugin of plugins) {
    await server.register({ plugin, options: context, routes });
  }
  checkInputByContract(server, operations, API_PREFIX);
  // Before the durability extension: a call's record is stored with its change.
  recordAuditTrail(server, contract, API_PREFIX);
  if (persistence) {
    awaitDurableChanges(server, persistence);
    server.ext('onPostStop', () => persistence.close());
  }
  await server.initialize();
  return server;
}
