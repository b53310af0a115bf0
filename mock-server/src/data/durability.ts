import Boom from '@hapi/boom';
import type { Request, Server } from '@hapi/hapi';
import type { Persistence } from './persistence';

/**
 * Write-ahead durability in one place: a request that changed the store is answered only once the
 * change is on disk; if the write fails, it is answered 500 instead (the change stays in memory
 * and the next write retries it). Requests that changed nothing are answered at once.
 */
export function awaitDurableChanges(server: Server, persistence: Persistence): void {
  const versionAtStart = new WeakMap<Request, number>();
  server.ext('onRequest', (request, h) => {
    versionAtStart.set(request, persistence.version());
    return h.continue;
  });
  // onPostHandler runs only for handlers that succeeded: the answers that would acknowledge a change.
  server.ext('onPostHandler', async (request, h) => {
    if (persistence.version() === versionAtStart.get(request)) return h.continue;
    try {
      await persistence.sync();
    } catch (error) {
      throw Boom.internal(`the change could not be stored: ${(error as Error).message}`);
    }
    return h.continue;
  });
}
