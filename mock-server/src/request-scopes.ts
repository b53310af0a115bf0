import type { Request, Server } from '@hapi/hapi';

const entries = new WeakMap<Server, ((request: Request) => void)[]>();

/**
 * Runs `enter` at the first step of every request of `server` (the root server, not a plugin's),
 * for state that follows the request through the asynchronous calls it makes: an
 * `AsyncLocalStorage` entered with `enterWith`. Every such `enter` runs in one onRequest
 * extension, the first: a store entered in a later extension would not reach the handler, since
 * Hapi's lifecycle resumes each step in the context it was awaited in.
 */
export function onEveryRequest(server: Server, enter: (request: Request) => void): void {
  let enters = entries.get(server);
  if (!enters) {
    const all: ((request: Request) => void)[] = [];
    entries.set(server, (enters = all));
    server.ext('onRequest', (request, h) => {
      for (const each of all) each(request);
      return h.continue;
    });
  }
  enters.push(enter);
}
