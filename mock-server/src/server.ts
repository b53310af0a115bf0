import Hapi, { type Server } from '@hapi/hapi';
import { registerJwtAuth } from './auth/scheme';
import { TokenService } from './auth/tokens';
import { loadConfig, type MockConfig } from './config';
import type { MockContext } from './context';
import { buildSeed } from './data/seed';
import { createStore } from './data/store';
import { errorsPlugin, failAction, validationMessages } from './errors';
import { requestLogPlugin } from './logging';
import { captchaPlugin } from './plugins/captcha';
import { CaptchaStore } from './plugins/captcha/captcha-store';
import { currentUserPlugin } from './plugins/current-user';
import { dashboardPlugin } from './plugins/dashboard';
import { demoListPlugin } from './plugins/demo-list';
import { loginPlugin } from './plugins/login';
import { menuPlugin } from './plugins/menu';

/** Every route lives under this prefix. */
export const API_PREFIX = '/api/v1';

/**
 * The mock server with every plugin registered and a fresh seeded store, initialized but not
 * listening. `overrides` win over the environment, so tests can pin what they depend on.
 */
export async function createServer(overrides: Partial<MockConfig> = {}): Promise<Server> {
  const config: MockConfig = { ...loadConfig(), ...overrides };
  const store = createStore(await buildSeed({ scryptCost: config.scryptCost, docsUrl: config.docsUrl, now: config.now() }));
  const context: MockContext = {
    config,
    store,
    tokens: new TokenService({ secret: config.jwtSecret, ttlSeconds: config.tokenTtlSeconds, now: config.now }),
    captchas: new CaptchaStore({ capacity: config.captchaCapacity, ttlSeconds: config.captchaTtlSeconds, now: config.now }),
  };

  const server = Hapi.server({
    host: config.host,
    port: config.port,
    // Hapi's own error logging prints stacks; errors.ts logs failures without them.
    debug: false,
    routes: {
      payload: { maxBytes: 4096 },
      validate: { failAction, options: { abortEarly: true, allowUnknown: false, messages: validationMessages } },
      security: { hsts: false, xss: 'disabled', noSniff: true, xframe: 'deny', referrer: 'no-referrer' },
    },
  });
  server.app.mock = context;

  await server.register(errorsPlugin);
  if (config.logRequests) await server.register(requestLogPlugin);
  registerJwtAuth(server, context.tokens, store);
  const routes = { prefix: API_PREFIX };
  for (const plugin of [captchaPlugin, loginPlugin, currentUserPlugin, menuPlugin, dashboardPlugin, demoListPlugin]) {
    await server.register({ plugin, options: context, routes });
  }
  await server.initialize();
  return server;
}
