import Boom from '@hapi/boom';
import type { Request, Server } from '@hapi/hapi';
import { onEveryRequest } from '../request-scopes';
import type { Persistence, Scope } from './persistence';

/**
 * Write-ahead durability in one place: a request that changed the store is answered only once the
 * change is on disk; if the write fails, the change is undone and the request answered 500 instead.
 * A request that changed nothing is answered once what it may have read is on disk: at once, unless
 * a write is under way; 500 if that write fails (what it read is gone).
 */
export function awaitDurableChanges(server: Server, persistence: Persistence): void {
  const scopes = new WeakMap<Request, Scope>();
  onEveryRequest(server, (request) => scopes.set(request, persistence.enter()));
  // onPostHandler runs only for handlers that succeeded: the answers that would acknowledge a change.
  server.ext('onPostHandler', async (request, h) => {
    try {
      await persistence.settled(scopes.get(request)!);
    } catch (error) {
      throw Boom.internal(`the change could not be stored: ${(error as Error).message}`);
    }
    return h.continue;
  });
}
