import type { Server } from '@hapi/hapi';
import type { MockConfig } from './config';
import { createServer } from './server';

/** Starts the mock server and listens (`MOCK_HOST`:`MOCK_PORT`, 127.0.0.1:10088 by default). */
export async function start(overrides: Partial<MockConfig> = {}): Promise<Server> {
  const server = await createServer({ logRequests: true, ...overrides });
  const { config } = server.app.mock;
  if (config.jwtSecretIsRandom) {
    console.warn('mock-server: MOCK_JWT_SECRET is not set: tokens are signed with a random secret for this run only');
  }
  if (config.captchaCode !== null)
    console.warn('mock-server: MOCK_CAPTCHA_CODE is set: every captcha has the same answer');
  // Before "listening": a signal sent as soon as that shows still stops the server (and releases its data file).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Let requests in flight finish (at most 2 s), then go.
      void server.stop({ timeout: 2000 }).then(() => process.exit(0));
    });
  }
  await server.start();
  console.info(`mock-server: listening on ${server.info.uri}/api/v1`);
  return server;
}

if (require.main === module) {
  start().catch((err: unknown) => {
    console.error(`mock-server: could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
