/**
 * The production web server: the built app from `dist/` with history-mode fallback to index.html,
 * and `/api` proxied to the API (the mock server locally). Used by `npm start`, the end-to-end
 * tests and the benches.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import h2o2 from '@hapi/h2o2';
import Hapi from '@hapi/hapi';
import inert from '@hapi/inert';

/** Options of {@link createWebServer}. */
export interface WebServerOptions {
  /** The built app (`rsbuild build` output). */
  distDir: string;
  /** Origin the `/api` path is proxied to, e.g. `http://127.0.0.1:10088`. */
  apiTarget: string;
  /** Port to listen on; 0 picks a free one. @default 8080 */
  port?: number;
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build assets never change under the same name; everything else must be revalidated. */
function isHashedAsset(relative: string): boolean {
  return relative.startsWith('js/') || relative.startsWith('css/');
}

function existingFile(distDir: string, relative: string): boolean {
  const full = path.join(distDir, relative);
  return full.startsWith(distDir + path.sep) && existsSync(full) && statSync(full).isFile();
}

/**
 * Builds the server (initialized, not listening: call `start()`).
 * Throws when `distDir` holds no `index.html`, so a missing build is a clear error.
 */
export async function createWebServer(options: WebServerOptions): Promise<Hapi.Server> {
  const distDir = path.resolve(options.distDir);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No index.html in ${distDir}: run \`npm run build\` first.`);
  }
  const apiTarget = new URL(options.apiTarget).origin;
  const server = Hapi.server({
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 8080,
    routes: { files: { relativeTo: distDir } },
  });
  await server.register([inert, h2o2]);

  const proxy = {
    proxy: {
      mapUri: (request: Hapi.Request) => ({ uri: `${apiTarget}${request.url.pathname}${request.url.search}` }),
      passThrough: true,
    },
  };
  // Named methods: Hapi would prefer the GET catch-all below over a '*' route.
  server.route({ method: 'GET', path: '/api/{rest*}', handler: proxy });
  server.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    path: '/api/{rest*}',
    options: { payload: { output: 'stream', parse: false } },
    handler: proxy,
  });

  server.route({
    method: 'GET',
    path: '/{rest*}',
    handler: (request, h) => {
      // Hapi has already decoded the path parameter.
      const relative = String(request.params.rest ?? '');
      if (relative && existingFile(distDir, relative)) {
        const response = h.file(relative, { confine: distDir });
        return response.header('Cache-Control', isHashedAsset(relative) ? IMMUTABLE : 'no-cache');
      }
      // A missing script or style must fail as such, or the browser would parse index.html as code.
      if (isHashedAsset(relative) || path.extname(relative)) return h.response('Not Found').code(404);
      return h.file('index.html', { confine: distDir }).header('Cache-Control', 'no-cache');
    },
  });

  await server.initialize();
  return server;
}
